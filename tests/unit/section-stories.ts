import { site } from 'virtual:content';
import type { Section } from '../../schemas/section';
import { fillSiteValuesDeep } from '../../src/lib/site-values';

interface StoryModule {
  default: { title: string };
  [name: string]: unknown;
}

const modules = import.meta.glob<StoryModule>('../../stories/sections/*.stories.tsx', { eager: true });

/**
 * Every section story (viewport variants included), named "File.Export", with
 * its args as the schema sees them in a document: "{email}", "{mapUrl}"… tokens
 * filled from site.json, as the loader does before validating.
 */
export const sectionStories = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => ({
      id: `${file.split('/').pop()?.replace('.stories.tsx', '')}.${name}`,
      args: fillSiteValuesDeep((story as { args: Section }).args, site),
    })),
);
