import type { MouseEvent, ReactNode } from 'react';
import type { ButtonConfig } from '../../schemas/fields';
import { OPEN_CHAT_ATTR, OPEN_COOKIE_PREFERENCES_ATTR } from '../lib/chat';
import { scrollToSection } from '../lib/scroll';
import './Button.css';
import { useUi } from '../lib/locale';

type Variant = 'primary' | 'tertiary';

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

function classes(variant: Variant = 'primary', extra?: string) {
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

export interface LinkButtonProps {
  href: string;
  children: ReactNode;
  variant?: Variant;
  className?: string;
  target?: '_self' | '_blank';
  onNavigate?: () => void;
}

/** A link styled as a button: page link for "/…", smooth scroll for "#id", plain anchor otherwise. */
export function LinkButton({ href, children, variant, className, target, onNavigate }: LinkButtonProps) {
  const cls = classes(variant, className);
  if (href.startsWith('/') && target !== '_blank') {
    return (
      <a href={href} className={cls} onClick={onNavigate}>
        {children}
      </a>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a
        href={href}
        className={cls}
        onClick={(e) => {
          e.preventDefault();
          scrollToSection(href.slice(1));
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={cls} target={target} rel={target === '_blank' ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}

/** Renders a button as configured in a page document. */
export function ConfigButton({ button, className }: { button: ButtonConfig; className?: string }) {
  if (button.href) {
    return (
      <LinkButton href={button.href} variant={button.variant} className={className}>
        {button.label}
      </LinkButton>
    );
  }
  return (
    // No handler of its own: the page's (app/page-handlers.ts) opens the chat, or says it cannot.
    <Button variant={button.variant} className={className} opensChat>
      {button.label}
    </Button>
  );
}

/** The row of configured buttons a section may end with (nothing when there are none). */
export function ButtonRow({ buttons, className }: { buttons?: ButtonConfig[]; className: string }) {
  if (!buttons?.length) return null;
  return (
    <div className={className}>
      {buttons.map((b) => (
        <ConfigButton key={b.label} button={b} />
      ))}
    </div>
  );
}
