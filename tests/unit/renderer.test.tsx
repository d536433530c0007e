import { render, screen } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../schemas/page';
import { PageRenderer } from '../../src/engine/PageRenderer';
import { registry } from '../../src/engine/registry';

const doc: Page = {
  path: '/prova',
  aliases: [],
  meta: { title: 'Prova', description: 'Pagina di prova per il renderer', type: 'website' },
  sections: [
    { type: 'hero', title: 'Titolo della pagina', text: 'Testo introduttivo' },
    { type: 'list', title: 'Cosa fa', variant: 'cards', items: [{ title: 'Primo punto', text: 'Dettaglio' }] },
  ],
};

function renderPage(page: Page) {
  return render(
    <HelmetProvider>
      <MemoryRouter>
        <PageRenderer page={page} />
      </MemoryRouter>
    </HelmetProvider>,
  );
}

describe('PageRenderer', () => {
  it('renders the sections in document order through the registry', () => {
    renderPage(doc);
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Titolo della pagina', 'Cosa fa', 'Primo punto']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Titolo della pagina');
  });

  it('isolates a section that throws: the rest of the page stays', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const original = registry.list;
    registry.list = () => {
      throw new Error('boom');
    };
    try {
      renderPage(doc);
      expect(screen.getByRole('heading', { name: 'Titolo della pagina' })).toBeInTheDocument();
      expect(screen.queryByText('Cosa fa')).not.toBeInTheDocument();
      expect(error.mock.calls.some((c) => String(c[0]).includes('[section list] render failed'))).toBe(true);
    } finally {
      registry.list = original;
      error.mockRestore();
    }
  });
});
