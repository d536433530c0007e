import type { Section } from '../../schemas/section';

interface StoryModule {
  default: { title: string };
  [name: string]: unknown;
}

const modules = import.meta.glob<StoryModule>('../../stories/sections/*.stories.tsx', { eager: true });

/** Every section story (viewport variants included), named "File.Export", with its args. */
export const sectionStories = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => ({
      id: `${file.split('/').pop()?.replace('.stories.tsx', '')}.${name}`,
      args: (story as { args: Section }).args,
    })),
);
