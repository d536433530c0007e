import type { MouseEvent, ReactNode } from 'react';
import { OPEN_CHAT_ATTR, OPEN_COOKIE_PREFERENCES_ATTR } from '../lib/chat';
// Links styled as buttons are in LinkButton.tsx: the sections that ship code (forms, sliders) need only this.
import './Button.css';
import { useUi } from '../lib/locale';

export type Variant = 'primary' | 'tertiary';

export interface ButtonProps {
  children: ReactNode;
  variant?: Variant;
  className?: string;
  /** Loading: shows a placeholder and is disabled. */
  loading?: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit';
  onClick?: (e: MouseEvent<HTMLButtonElement>) => void;
  icon?: ReactNode;
  ariaLabel?: string;
  /** A page-wide handler serves it (lib/chat.ts OPEN_CHAT_ATTR): works in a section that ships no code. */
  opensChat?: boolean;
  /** The same for the cookie preferences (lib/chat.ts OPEN_COOKIE_PREFERENCES_ATTR). */
  opensCookiePreferences?: boolean;
}

export function classes(variant: Variant = 'primary', extra?: string) {
  return ['btn', `btn--${variant}`, extra].filter(Boolean).join(' ');
}

export function Button({
  children,
  variant,
  className,
  loading,
  disabled,
  type = 'button',
  onClick,
  icon,
  ariaLabel,
  opensChat,
  opensCookiePreferences,
}: ButtonProps) {
  const ui = useUi();
  return (
    <button
      type={type}
      className={classes(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-label={ariaLabel}
      onClick={onClick}
      {...(opensChat ? { [OPEN_CHAT_ATTR]: '' } : {})}
      {...(opensCookiePreferences ? { [OPEN_COOKIE_PREFERENCES_ATTR]: '' } : {})}
    >
      {loading ? (
        <span className="btn__placeholder" aria-hidden="true" />
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
      {loading && <span className="visually-hidden">{ui.button.loading}</span>}
    </button>
  );
}
