import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { site } from 'virtual:content';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../../schemas/section';
import { ContactColumns } from '../../src/sections/contactColumns/ContactColumns';
import { mapUrl, postalAddress } from '../../src/lib/site-values';

const props: SectionOf<'contactColumns'> = {
  type: 'contactColumns',
  title: 'Scrivici',
  columns: [
    {
      title: 'Recapiti',
      items: [
        { title: 'E-mail', text: '{email}', href: 'mailto:{email}', target: '_blank' },
        { title: 'Sede', text: '{address}', href: '{mapUrl}', target: '_blank' },
      ],
    },
    { title: 'Prodotti', items: [{ title: 'Chatbot AI', text: 'RunTip', href: '/prodotti/runtip', target: '_self' }] },
  ],
};

describe('ContactColumns', () => {
  it('the {email} and {address} tokens come from site.json and open in a new tab with noopener noreferrer', () => {
    render(
      <MemoryRouter>
        <ContactColumns {...props} />
      </MemoryRouter>,
    );
    const email = screen.getByRole('link', { name: new RegExp(site.company.email) });
    expect(email).toHaveAttribute('href', `mailto:${site.company.email}`);
    const address = screen.getByRole('link', { name: new RegExp(site.company.address.street) });
    expect(address).toHaveAttribute('href', mapUrl(site));
    for (const link of [email, address]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/si apre in una nuova scheda/);
    }
  });

  it('internal links stay in the tab; each column is a titled list', () => {
    render(
      <MemoryRouter>
        <ContactColumns {...props} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Prodotti' });
    const link = within(list).getByRole('link', { name: 'RunTip' });
    expect(link).toHaveAttribute('href', '/prodotti/runtip');
    expect(link).not.toHaveAttribute('target');
    expect(within(list).getByText('Chatbot AI')).toBeInTheDocument();
  });

  it('{mapUrl} is a map search for the address when site.json has no map URL', () => {
    const noMap = { ...site, company: { ...site.company, mapUrl: undefined } };
    const text = postalAddress(noMap);
    expect(text).toContain(site.company.address.city);
    expect(mapUrl(noMap)).toBe(`https://www.openstreetmap.org/search?query=${encodeURIComponent(text)}`);
  });
});
