import type { ReactNode } from 'react';
import type { ButtonConfig } from '../../schemas/fields';
import { scrollToSection } from '../lib/scroll';
import { Button, classes, type Variant } from './Button';

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
