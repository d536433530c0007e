import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/Button';
import { ConfigButton } from '../../src/ui/LinkButton';

describe('Button', () => {
  it('primary by default, tertiary on request', () => {
    render(
      <>
        <Button>Invia</Button>
        <Button variant="tertiary">Annulla</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Invia' })).toHaveClass('btn--primary');
    expect(screen.getByRole('button', { name: 'Annulla' })).toHaveClass('btn--tertiary');
  });

  it('loading: shows a placeholder instead of the label and is disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Invia
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Caricamento…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toHaveTextContent('Invia');
    expect(button.querySelector('.btn__placeholder')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('from config: a page link, an in-page anchor, or the chat action', () => {
    render(
      <MemoryRouter>
        <ConfigButton button={{ label: 'Chi siamo', href: '/chi-siamo', variant: 'primary' }} />
        <ConfigButton button={{ label: 'Scopri di più', href: '#prodotti', variant: 'tertiary' }} />
        <ConfigButton button={{ label: 'Avvia una chat', action: 'openChat', variant: 'primary' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Chi siamo' })).toHaveAttribute('href', '/chi-siamo');
    expect(screen.getByRole('link', { name: 'Scopri di più' })).toHaveAttribute('href', '#prodotti');
    expect(screen.getByRole('button', { name: 'Avvia una chat' })).toBeEnabled();
  });
});
