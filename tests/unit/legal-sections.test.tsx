import { render, screen } from '@testing-library/react';
import { site } from 'virtual:content';
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS } from '../../schemas/sections/legalSections';
import { legalDocuments } from '../../src/i18n/legal.it';
import { fillSiteData } from '../../src/lib/legal-fill';
import { LegalSections } from '../../src/sections/legalSections/LegalSections';

describe('LegalSections', () => {
  it.each(LEGAL_DOCUMENTS)('%s: the title, the update date and every section title render, with a table of contents', (key) => {
    const doc = legalDocuments[key];
    render(<LegalSections type="legalSections" document={key} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(doc.title);
    expect(screen.getByText(doc.updated.label).tagName).toBe('TIME');
    expect(doc.sections.length).toBeGreaterThan(4);
    for (const s of doc.sections) {
      const heading = screen.getByRole('heading', { level: 2, name: s.title });
      const toc = screen.getByRole('link', { name: s.title });
      expect(toc.getAttribute('href')).toBe(`#${heading.closest('section')!.id}`);
    }
    // Every placeholder was filled from site.json.
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });

  it('privacy names the controller from site.json, the bases and the rights', () => {
    render(<LegalSections type="legalSections" document="privacy" />);
    const text = document.body.textContent ?? '';
    expect(text).toContain(site.company.name);
    expect(text).toContain(site.company.vatId);
    for (const s of ['art. 6.1.a', 'art. 6.1.b', 'art. 6.1.f', 'artt. 15-22', 'indirizzo IP', 'log tecnici', 'Garante']) expect(text).toContain(s);
    // What the contact and materials forms really collect (src/sections/form).
    for (const field of ['nome', 'cognome', 'azienda o ente (facoltativo)', 'indirizzo e-mail', 'numero di telefono (facoltativo)', 'nel modulo di contatto, il messaggio che ci scrivi']) {
      expect(screen.getAllByText(field).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('link', { name: site.company.email })[0]).toHaveAttribute('href', `mailto:${site.company.email}`);
  });

  it('cookie policy lists the categories, the consent panel and the 6-month duration', () => {
    render(<LegalSections type="legalSections" document="cookie" />);
    const text = document.body.textContent ?? '';
    for (const s of ['Cookie tecnici e funzionali', 'anonima e aggregata', 'strumento di consenso', 'tag manager', 'Gestisci cookie', 'impostazioni del tuo browser', '6 mesi']) {
      expect(text).toContain(s);
    }
    expect(screen.getByRole('button', { name: 'Apri il pannello dei cookie' })).toBeInTheDocument();
  });

  it('fillSiteData refuses an unknown placeholder', () => {
    expect(() => fillSiteData('Scrivi a {fax}', site)).toThrow(/unknown placeholder \{fax\}/);
    expect(fillSiteData('Scrivi a {email}.', site)).toEqual(['Scrivi a ', { email: site.company.email }, '.']);
  });
});
