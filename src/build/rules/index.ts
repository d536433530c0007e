/** The cross-file rules, run in this order after every file has been parsed. A new rule is a module here and a line below. */
import { anchorsRule } from './anchors';
import { assetsRule } from './assets';
import { chatAskedRule } from './chat-asked';
import { idsRule } from './ids';
import { linksRule } from './links';
import { localesRule } from './locales';
import { routesRule } from './routes';
import type { Rule } from './rule';
import { selectorsRule } from './selectors';
import { textRule } from './text';
import { tokensRule } from './tokens';
import { translationsRule } from './translations';

export const rules: readonly Rule[] = [
  tokensRule,
  routesRule,
  localesRule,
  translationsRule,
  linksRule,
  anchorsRule,
  chatAskedRule,
  assetsRule,
  idsRule,
  selectorsRule,
  textRule,
];

export type { ContentDocument, RawDocument, Rule, RuleContext } from './rule';
