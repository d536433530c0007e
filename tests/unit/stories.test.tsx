import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaFor, sectionTypes } from '../../schemas/section';
import { SectionView } from '../../src/render/SectionView';
import { allSectionTypes, componentOf, loadSections, type SectionComponents } from '../../src/render/load-sections';
import { sectionStories as stories } from './section-stories';

describe('stories', () => {
  let sections: SectionComponents = new Map();
  beforeAll(async () => {
    ({ components: sections } = await loadSections(
      allSectionTypes.map((type) => ({ type })),
      'it',
    ));
  });

  it('exist for every section type', () => {
    const covered = new Set(stories.map((s) => s.args.type));
    expect(sectionTypes.filter((t) => !covered.has(t))).toEqual([]);
  });

  it.each(stories)('$id: args parse with the section schema and render', ({ args }) => {
    const parsed = schemaFor(args.type).safeParse(args);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    const { container } = render(
      <MemoryRouter>
        <SectionView section={args} component={componentOf(sections, args.type)} />
      </MemoryRouter>,
    );
    expect(container.querySelector('section')).not.toBeNull();
  });
});
