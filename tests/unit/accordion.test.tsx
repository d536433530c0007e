import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../../schemas/section';
import { Accordion } from '../../src/sections/accordion/Accordion';
import { must } from '../support/must';

const props: SectionOf<'accordion'> = {
  type: 'accordion',
  title: 'Servizi',
  items: [
    { title: 'Soluzioni AI', text: 'Assistenti conversazionali.' },
    { title: 'Experience design', text: 'Ricerca e prototipi.' },
    { title: 'Prodotti verticali', text: 'RunPlay, RunVoice e RunTip.' },
  ],
  faq: false,
};

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts closed with the text in the DOM but hidden; buttons are wired to their regions', () => {
    render(<Accordion {...props} />);
    for (const item of props.items) {
      const button = trigger(item.title);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.closest('h3')).not.toBeNull();
      const panel = must(document.getElementById(must(button.getAttribute('aria-controls'), 'aria-controls')), 'panel');
      expect(panel).toHaveTextContent(item.text);
      expect(panel).not.toBeVisible();
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
    }
  });

  it('a click toggles one item and several can be open at once', async () => {
    const user = userEvent.setup();
    render(<Accordion {...props} />);
    await user.click(trigger('Soluzioni AI'));
    await user.click(trigger('Prodotti verticali'));
    expect(trigger('Soluzioni AI')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Prodotti verticali')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Experience design')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Soluzioni AI' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Prodotti verticali' })).toBeVisible();

    await user.click(trigger('Soluzioni AI'));
    expect(trigger('Soluzioni AI')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Soluzioni AI' })).toBeNull();
    expect(trigger('Prodotti verticali')).toHaveAttribute('aria-expanded', 'true');
  });

  it('arrow keys, Home and End move focus between the buttons; Enter toggles', async () => {
    const user = userEvent.setup();
    render(<Accordion {...props} />);
    trigger('Soluzioni AI').focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Experience design')).toHaveFocus();
    await user.keyboard('{End}');
    expect(trigger('Prodotti verticali')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Soluzioni AI')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger('Prodotti verticali')).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(trigger('Soluzioni AI')).toHaveAttribute('aria-expanded', 'true');
  });

  it('emits FAQPage structured data only when marked as FAQ', () => {
    const { container, rerender } = render(<Accordion {...props} />);
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
    rerender(<Accordion {...props} faq />);
    const ld = JSON.parse(
      must(container.querySelector('script[type="application/ld+json"]'), 'FAQ JSON-LD').textContent,
    ) as {
      '@type': string;
      mainEntity: unknown[];
    };
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(3);
    expect(ld.mainEntity[1]).toEqual({
      '@type': 'Question',
      name: 'Experience design',
      acceptedAnswer: { '@type': 'Answer', text: 'Ricerca e prototipi.' },
    });
  });
});
