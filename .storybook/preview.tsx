import type { Preview } from '@storybook/react-vite';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import '../src/styles/global.css';

/** Sections render inside the same providers as the site (router, head manager). */
const preview: Preview = {
  decorators: [
    (Story) => (
      <HelmetProvider>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </HelmetProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};
export default preview;
