import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ui } from '../../src/i18n/it';
import { consentPanelUi } from '../../src/i18n/consent-panel';
import { BannerTemplate } from '../../src/shell/consent/Banner';
import { Preferences } from '../../src/shell/consent/Preferences';
import { showBanner, type BannerActions } from '../../src/shell/consent/show-banner';
// On the site consent.ts loads it with the banner; here the story does.
import '../../src/shell/consent/consent.css';
import { at } from '../story';

const t = { ...ui.consent, ...consentPanelUi.it };

/**
 * The banner as the site shows it: its markup is a <template> in every page and the boot script shows a copy
 * (show-banner.ts), at the end of <body>.
 */
function Banner({
  onChoose,
  onCustomize,
}: {
  onChoose: BannerActions['choose'];
  onCustomize: BannerActions['customize'];
}) {
  useEffect(() => showBanner({ choose: onChoose, customize: onCustomize }), [onChoose, onCustomize]);
  return <BannerTemplate />;
}
/** The banner is appended to <body>, outside the story's canvas. */
const page = () => within(document.body);

const meta = {
  title: 'Shell/Consent',
  component: Banner,
  args: { onChoose: fn(), onCustomize: fn(() => Promise.resolve()) },
  parameters: {
    fullPage: true,
    docs: {
      description: {
        component:
          'The cookie banner on a first visit (over the page, which stays usable) and the preferences dialog that "Personalizza" and the footer\'s "Gestisci cookie" open. Refusing is as easy as accepting; statistics stay off until the visitor turns them on.',
      },
    },
  },
} satisfies Meta<typeof Banner>;
export default meta;

type Story = StoryObj<typeof meta>;

const styleOf = (el: Element) => {
  const s = getComputedStyle(el);
  return [s.fontWeight, s.fontSize, s.backgroundColor, s.color, s.width, s.height].join('|');
};

export const FirstVisit: Story = {
  play: async ({ args }) => {
    const canvas = page();
    const banner = await canvas.findByRole('dialog', { name: t.title });
    await expect(banner).toHaveAccessibleDescription(t.description);
    const accept = canvas.getByRole('button', { name: t.acceptAll });
    const reject = canvas.getByRole('button', { name: t.reject });
    // Same size, weight and colours: neither choice is pushed.
    await expect(styleOf(accept)).toBe(styleOf(reject));
    await userEvent.click(accept);
    await expect(args.onChoose).toHaveBeenLastCalledWith(true);
    await userEvent.click(reject);
    await expect(args.onChoose).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: t.closeAndReject }));
    await expect(args.onChoose).toHaveBeenLastCalledWith(false);
    await expect(args.onChoose).toHaveBeenCalledTimes(3);
    // Escape is the X for keyboard users.
    accept.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onChoose).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: t.customize }));
    await expect(args.onCustomize).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: t.policy })).toHaveAttribute('href', '/cookie-policy');
    await expect(canvas.getByRole('link', { name: t.privacy })).toHaveAttribute('href', '/privacy-policy');
  },
};

export const FirstVisitMobile = at(FirstVisit, 'mobile');

/** The preferences chunk failed to load: 'Personalizza' says so instead of doing nothing. */
export const PreferencesUnavailable: Story = {
  args: { onCustomize: fn(() => Promise.reject(new Error('chunk failed'))) },
  play: async () => {
    const canvas = page();
    await userEvent.click(await canvas.findByRole('button', { name: t.customize }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(ui.unavailable.cookies);
  },
};

const onChoose = fn();
const onClose = fn();

export const PreferencesDialog: Story = {
  render: () => <Preferences analytics={false} onChoose={onChoose} onClose={onClose} />,
  play: async ({ canvas }) => {
    onChoose.mockClear();
    onClose.mockClear();
    const dialog = canvas.getByRole('dialog', { name: t.prefsTitle });
    await expect(dialog.matches(':modal')).toBe(true);
    await waitFor(() => expect(canvas.getByRole('heading', { name: t.prefsTitle })).toHaveFocus());
    const necessary = canvas.getByRole('checkbox', { name: t.necessaryTitle });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const stats = canvas.getByRole('checkbox', { name: t.statsTitle });
    await expect(stats).not.toBeChecked();
    // Category names open their description.
    const more = canvas.getByRole('button', { name: t.statsTitle });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    // (waitFor: the dialog fades in from opacity 0.)
    await waitFor(() => expect(canvas.getByText(t.statsText)).toBeVisible());
    // Tab stays inside the dialog and goes round.
    for (let i = 0; i < 10; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(stats);
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(onChoose).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: t.reject }));
    await expect(onChoose).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: t.close }));
    await expect(onClose).toHaveBeenCalledOnce();
  },
};

export const PreferencesDialogMobile = at(PreferencesDialog, 'mobile');
