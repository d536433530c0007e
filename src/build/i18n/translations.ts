/**
 * Translation status of every page document: for each Italian page, is its
 * English counterpart present, missing, or older than the last change to the
 * Italian source (by git history: the source's last commit is newer than the
 * translation's, or the source has uncommitted edits)?
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, locales, type Locale } from '../../../schemas/locale';

/** 'unknown': the translation exists but git history is not there to compare (no git, not a checkout, a shallow clone). */
import type { TranslationState } from '../../lib/editor/contract';

export type { TranslationState };

export interface TranslationRow {
  /** File name shared by the translations, e.g. "chi-siamo.json". */
  name: string;
  states: Record<Locale, TranslationState>;
}

/** Non-page files of pages-config/ (site values, data folders, other locales' folders). */
const NOT_PAGES = new Set(['site.json']);

export function localeDir(configDir: string, locale: Locale): string {
  return locale === defaultLocale ? configDir : path.join(configDir, locale);
}

export function pageFiles(configDir: string, locale: Locale): string[] {
  const dir = localeDir(configDir, locale);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.json') && !NOT_PAGES.has(d.name))
    .map((d) => d.name)
    .sort();
}

/**
 * Seconds since the epoch of the file's last change: its last commit, or now when it has uncommitted
 * edits or was never committed; undefined when there is no history to ask.
 */
export type ChangeTime = (file: string) => number | undefined;

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** Why git cannot date the files under `cwd` (no git, not a checkout, a shallow clone), or undefined when it can. */
export function gitHistoryProblem(cwd: string): string | undefined {
  let shallow: string;
  try {
    shallow = git(cwd, ['rev-parse', '--is-shallow-repository']);
  } catch {
    return 'git or a git checkout is not available';
  }
  // A shallow clone dates every file unchanged since its cut-off to the cut-off commit: the comparison would lie.
  return shallow === 'true' ? 'the clone is shallow (fetch the full history: git fetch --unshallow)' : undefined;
}

export function gitChangeTime(cwd: string): ChangeTime {
  if (gitHistoryProblem(cwd)) return () => undefined;
  const now = () => Date.now() / 1000;
  return (file) => {
    try {
      if (git(cwd, ['status', '--porcelain', '--', file])) return now();
      return Number(git(cwd, ['log', '-1', '--format=%ct', '--', file])) || now();
    } catch {
      return undefined;
    }
  };
}

export function translationTable(configDir: string, changed: ChangeTime): TranslationRow[] {
  const names = new Set(locales.flatMap((l) => pageFiles(configDir, l)));
  return [...names].sort().map((name) => {
    const source = path.join(configDir, name);
    const hasSource = fs.existsSync(source);
    const states = {} as Record<Locale, TranslationState>;
    for (const locale of locales) {
      const file = path.join(localeDir(configDir, locale), name);
      if (locale === defaultLocale) states[locale] = hasSource ? 'source' : 'missing';
      else if (!fs.existsSync(file)) states[locale] = 'missing';
      else if (!hasSource) states[locale] = 'present';
      else {
        const [from, to] = [changed(source), changed(file)];
        states[locale] = from === undefined || to === undefined ? 'unknown' : from > to ? 'source changed' : 'present';
      }
    }
    return { name, states };
  });
}

export function formatTranslationTable(rows: readonly TranslationRow[]): string {
  const w = Math.max(4, ...rows.map((r) => r.name.length));
  const col = (s: string) => s.padEnd(15);
  const lines = [`${'page'.padEnd(w)}  ${locales.map(col).join('')}`.trimEnd()];
  for (const r of rows) lines.push(`${r.name.padEnd(w)}  ${locales.map((l) => col(r.states[l])).join('')}`.trimEnd());
  return lines.join('\n');
}
