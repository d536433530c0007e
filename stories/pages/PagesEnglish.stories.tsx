import type { Meta } from '@storybook/react-vite';
import * as pages from './Pages.stories';

/**
 * Every page story again, in English, for the story test run (play + axe in
 * `npm run test:stories`): the same stories with the toolbar's language set.
 * Hidden from the sidebar and the docs: people switch with the toolbar.
 */
const meta = {
  title: 'Pages (English)',
  globals: { locale: 'en' },
  tags: ['!dev', '!autodocs'],
  parameters: pages.default.parameters,
} satisfies Meta;
export default meta;

export const Home = pages.Home;
export const ChiSiamo = pages.ChiSiamo;
export const Prodotti = pages.Prodotti;
export const RunPlay = pages.RunPlay;
export const RunTip = pages.RunTip;
export const RunVoice = pages.RunVoice;
export const Soluzioni = pages.Soluzioni;
export const SoluzioniTurismo = pages.SoluzioniTurismo;
export const Contatti = pages.Contatti;
export const PrivacyPolicy = pages.PrivacyPolicy;
export const CookiePolicy = pages.CookiePolicy;
