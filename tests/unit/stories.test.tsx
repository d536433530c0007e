import { render } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaFor, sectionTypes } from '../../schemas/section';
import { SectionView } from '../../src/render/PageRenderer';
import { preloadAllSections } from '../../src/render/sections-runtime';
import { sectionStories as stories } from './section-stories';

describe('stories', () => {
  beforeAll(() => preloadAllSections());

  it('exist for every section type', () => {
    const covered = new Set(stories.map((s) => s.args.type));
    expect(sectionTypes.filter((t) => !covered.has(t))).toEqual([]);
  });

  it.each(stories)('$id: args parse with the section schema and render', ({ args }) => {
    const parsed = schemaFor(args.type).safeParse(args);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    const { container } = render(
      <HelmetProvider>
        <MemoryRouter>
          <SectionView section={args} />
        </MemoryRouter>
      </HelmetProvider>,
    );
    expect(container.querySelector('section')).not.toBeNull();
  });
});
