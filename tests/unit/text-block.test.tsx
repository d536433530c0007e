import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { site } from 'virtual:content';
import { describe, expect, it } from 'vitest';
import { PageHeading } from '../../src/sections/pageHeading/PageHeading';
import { TagList } from '../../src/sections/tagList/TagList';
import { TextBlock } from '../../src/sections/textBlock/TextBlock';

describe('TextBlock', () => {
  it('reads {siteName} from site.json and renders paragraphs and the button', () => {
    render(
      <MemoryRouter>
        <TextBlock
          type="textBlock"
          title="Perché {siteName}"
          paragraphs={['Primo paragrafo.', '{siteName} lavora sotto la superficie.']}
          button={{ label: 'Scopri chi siamo', href: '/chi-siamo', variant: 'primary' }}
          layout="split"
          background="none"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Perché ${site.siteName}`);
    expect(screen.getByText(`${site.siteName} lavora sotto la superficie.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri chi siamo' })).toHaveAttribute('href', '/chi-siamo');
  });
});

describe('TagList and PageHeading', () => {
  it('tags are list items, verbatim', () => {
    render(<TagList type="tagList" title="Mercati" tags={['Telco & System Integrator', 'Sanità privata']} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Telco & System Integrator',
      'Sanità privata',
    ]);
  });

  it('the page heading section is the page heading', () => {
    render(<PageHeading type="pageHeading" title="Soluzioni" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Soluzioni' })).toBeInTheDocument();
  });
});
