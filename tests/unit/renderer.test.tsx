import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../schemas/page';
import { PageRenderer } from '../../src/render/PageRenderer';
import { loadSections, type SectionComponents } from '../../src/render/load-sections';

const doc: Page = {
  locale: 'it',
  path: '/prova',
  aliases: [],
  meta: { title: 'Prova', description: 'Pagina di prova per il renderer', type: 'website' },
  sections: [
    { type: 'hero', title: 'Titolo della pagina', text: 'Testo introduttivo' },
    { type: 'list', title: 'Cosa fa', variant: 'cards', items: [{ title: 'Primo punto', text: 'Dettaglio' }] },
  ],
};

let sections: SectionComponents = new Map();

function renderPage(page: Page) {
  return render(
    <MemoryRouter>
      <PageRenderer page={page} sections={sections} />
    </MemoryRouter>,
  );
}

vi.mock('../../src/sections/textBlock/TextBlock', () => ({
  TextBlock: () => {
    throw new Error('boom');
  },
}));

describe('PageRenderer', () => {
  beforeAll(async () => {
    ({ components: sections } = await loadSections([...doc.sections, { type: 'textBlock' }], 'it'));
  });

  it('renders the sections in document order through the registry', () => {
    renderPage(doc);
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Titolo della pagina', 'Cosa fa', 'Primo punto']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Titolo della pagina');
  });

  it('isolates a section that throws: the rest of the page stays', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderPage({
        ...doc,
        sections: [
          ...doc.sections,
          { type: 'textBlock', title: 'Blocco rotto', paragraphs: ['Testo'] } as Page['sections'][number],
        ],
      });
      expect(screen.getByRole('heading', { name: 'Titolo della pagina' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Cosa fa' })).toBeInTheDocument();
      expect(screen.queryByText('Blocco rotto')).not.toBeInTheDocument();
      expect(error.mock.calls.some((c) => String(c[0]).includes('[section textBlock] render failed'))).toBe(true);
    } finally {
      error.mockRestore();
    }
  });
});
