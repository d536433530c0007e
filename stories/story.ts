import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { SectionOf, SectionType } from '../schemas/section';
import { viewportGlobal, type ViewportName } from './viewports';

/**
 * Story helpers: args are typed from the section schema (z.infer), and
 * tests/unit/stories.test.ts parses every story's args with that schema.
 */
export type SectionMeta<K extends SectionType> = Meta<ComponentType<SectionOf<K>>>;
export type SectionStory<K extends SectionType> = StoryObj<ComponentType<SectionOf<K>>> & { args: SectionOf<K> };

/**
 * The same story pinned to a viewport. The variant is left out of the docs
 * page (its JSON is the base story's) but is listed in the sidebar and runs
 * as its own test at that width, axe included.
 */
export function at<S extends { globals?: Record<string, unknown>; tags?: string[] }>(
  story: S,
  viewport: ViewportName,
): S {
  return {
    ...story,
    globals: { ...story.globals, ...viewportGlobal(viewport) },
    tags: [...(story.tags ?? []), '!autodocs'],
  };
}
