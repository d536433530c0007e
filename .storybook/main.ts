import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  // docs: a page per section with its JSON; a11y: axe on every story (fails the
  // Vitest run, see preview.tsx); vitest: stories and play functions run as tests.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: ['../src/public'],
};
export default config;
