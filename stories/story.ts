import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { SectionOf, SectionType } from '../schemas/section';

/**
 * Story helpers: args are typed from the section schema (z.infer), and
 * tests/unit/stories.test.ts parses every story's args with that schema.
 */
export type SectionMeta<K extends SectionType> = Meta<ComponentType<SectionOf<K>>>;
export type SectionStory<K extends SectionType> = StoryObj<ComponentType<SectionOf<K>>> & { args: SectionOf<K> };
