/**
 * What the chat panel needs, loaded in parallel: its code, stylesheet, strings and the index. The bubble's
 * click starts it beside the controller's code (./start.ts), so nothing waits for the controller to ask.
 */
import type { ComponentType } from 'react';
import type { Locale } from '../../../schemas/locale';
import { chatCatalog } from '../../i18n/catalogs';
import { loadStylesheet } from '../../lib/stylesheet';
import panelCss from './ChatPanel.css?url';
import { loadChatIndex } from './load-index';

export type Panel = {
  Component: ComponentType<Parameters<typeof import('./ChatPanel').default>[0]>;
  index: Awaited<ReturnType<typeof loadChatIndex>>;
};

export function loadPanel(locale: Locale): Promise<Panel> {
  return Promise.all([
    import('./ChatPanel'),
    loadStylesheet(panelCss),
    loadChatIndex(locale),
    chatCatalog.load(locale),
  ]).then(([m, , index]) => ({ Component: m.default, index }));
}
