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

/** The item (a <details>) whose question is `name`, and its question (the <summary>). */
const item = (name: string) => {
  const summary = must(screen.getByRole('heading', { name }).closest('summary'), `summary of ${name}`);
  return { summary, details: must(summary.closest('details'), `details of ${name}`) };
};

describe('Accordion', () => {
  it('is native disclosure elements: each answer in the HTML, closed, under a level-3 question', () => {
    render(<Accordion {...props} />);
    for (const { title, text } of props.items) {
      const { summary, details } = item(title);
      expect(details.open).toBe(false);
      expect(summary.parentElement).toBe(details);
      expect(details.querySelector('.accordion__panel')).toHaveTextContent(text);
      expect(screen.getByRole('heading', { name: title, level: 3 })).toBeInTheDocument();
    }
    // No button or state of its own: nothing for the browser to run.
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('a click toggles one item and several can be open at once', async () => {
    const user = userEvent.setup();
    render(<Accordion {...props} />);
    await user.click(item('Soluzioni AI').summary);
    await user.click(item('Prodotti verticali').summary);
    expect(item('Soluzioni AI').details.open).toBe(true);
    expect(item('Prodotti verticali').details.open).toBe(true);
    expect(item('Experience design').details.open).toBe(false);

    await user.click(item('Soluzioni AI').summary);
    expect(item('Soluzioni AI').details.open).toBe(false);
    expect(item('Prodotti verticali').details.open).toBe(true);
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
