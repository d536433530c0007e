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

export type TranslationState = 'source' | 'present' | 'missing' | 'source changed';

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

/** Seconds since the epoch of the file's last change: its last commit, or now when it has uncommitted edits or none. */
export type ChangeTime = (file: string) => number;

export function gitChangeTime(cwd: string): ChangeTime {
  const git = (args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  return (file) => {
    try {
      if (git(['status', '--porcelain', '--', file])) return Date.now() / 1000;
      return Number(git(['log', '-1', '--format=%ct', '--', file])) || Date.now() / 1000;
    } catch {
      return Date.now() / 1000; // not a git checkout: every translation counts as current only if newer by mtime
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
      else states[locale] = hasSource && changed(source) > changed(file) ? 'source changed' : 'present';
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
