/** Checks of page content that zod cannot express (Node only, run by loadContent). */
import { JSDOM } from 'jsdom';
import { didYouMean } from './did-you-mean';
import { PLACEHOLDER, SITE_VALUE_KEYS } from '../lib/site-values';

interface Problem {
  at: PropertyKey[];
  message: string;
}

function walkStrings(value: unknown, at: PropertyKey[], visit: (text: string, at: PropertyKey[]) => void) {
  if (typeof value === 'string') visit(value, at);
  else if (Array.isArray(value)) value.forEach((v, i) => walkStrings(v, [...at, i], visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (k !== '$schema') walkStrings(v, [...at, k], visit);
}

/**
 * Every "{key}" in every text of a document must be one site.json defines, or it would show as typed;
 * `slots` names further keys a text fills in itself at its JSON path (Rachel's reply templates).
 */
export function checkPlaceholders(doc: unknown, slots: (at: PropertyKey[]) => readonly string[] = () => []): Problem[] {
  const problems: Problem[] = [];
  walkStrings(doc, [], (text, at) => {
    const allowed = [...SITE_VALUE_KEYS, ...slots(at)];
    for (const [, key] of text.matchAll(PLACEHOLDER)) {
      if (allowed.includes(key)) continue;
      const hint = didYouMean(key, allowed);
      problems.push({
        at,
        message: `unknown placeholder "{${key}}"${hint ? ` (did you mean "{${hint}}"?)` : ''}; site.json defines ${SITE_VALUE_KEYS.map((k) => `{${k}}`).join(', ')}`,
      });
    }
  });
  return problems;
}

let document: Document | undefined;

/** Why `selector` is not a valid CSS selector, or undefined when it is. */
export function checkSelector(selector: string): string | undefined {
  document ??= new JSDOM('').window.document;
  try {
    document.querySelector(selector);
    return undefined;
  } catch {
    return `"${selector}" is not a valid CSS selector`;
  }
}
