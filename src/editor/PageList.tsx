/**
 * Every page document in every language: its path, translation status (as
 * `npm run validate -- --translations` prints it) and validity; create a page,
 * duplicate one, or start a missing translation as a copy of its source.
 */
import { useState, type SubmitEvent } from 'react';
import { defaultLocale, locales, type Locale } from '../../schemas/locale';
import type { EditorState, PageSummary } from '../lib/editor/contract';
import type { Opened } from './PageEditor';
import { api } from './api';
import { pageFileIn, pathIn, schemaRefIn } from '../lib/editor/paths';

const LANG: Record<Locale, string> = { it: 'italiano', en: 'inglese' };
function withLocale(doc: Record<string, unknown>, locale: Locale, path: string): Record<string, unknown> {
  const { $schema: _schema, locale: _locale, path: _path, ...rest } = doc;
  return {
    $schema: schemaRefIn(locale),
    ...(locale === defaultLocale ? {} : { locale }),
    path,
    ...rest,
  };
}

interface Props {
  state: EditorState;
  onOpen: (page: Opened) => void;
}

export function PageList({ state, onOpen }: Props) {
  const [message, setMessage] = useState('');
  const [newPath, setNewPath] = useState('');
  const [newLocale, setNewLocale] = useState<Locale>(defaultLocale);
  const [newTitle, setNewTitle] = useState('');
  const taken = new Set(state.pages.map((p) => p.file));

  async function copy(page: PageSummary, locale: Locale, name: string, path: string) {
    const file = pageFileIn(locale, name);
    if (taken.has(file)) {
      setMessage(`${file} esiste già.`);
      return;
    }
    try {
      const source = await api.open(page.file);
      onOpen({ file, document: withLocale(source.document, locale, path), version: '', isNew: true });
    } catch (err) {
      setMessage(`${page.file} non si apre: ${(err as Error).message}`);
    }
  }

  function create(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const path = newPath.trim().startsWith('/') ? newPath.trim() : `/${newPath.trim()}`;
    const slug = path.split('/').filter(Boolean).at(-1) ?? 'home';
    const file = pageFileIn(newLocale, `${slug}.json`);
    if (taken.has(file)) {
      setMessage(`${file} esiste già: scegli un altro percorso.`);
      return;
    }
    onOpen({
      file,
      isNew: true,
      version: '',
      document: withLocale(
        { meta: { title: newTitle, description: '' }, sections: [] },
        newLocale,
        pathIn(newLocale, path),
      ),
    });
  }

  return (
    <main className="ed-list">
      <h1>Pagine del sito</h1>
      <p className="ed-hint">
        Ogni pagina è un file JSON in pages-config/. L’editor salva solo ciò che supera gli stessi controlli di{' '}
        <code>npm run validate</code>.
      </p>
      {message && (
        <p role="status" className="ed-message">
          {message}
        </p>
      )}
      <table>
        <caption className="ed-sr">Pagine, lingue e stato</caption>
        <thead>
          <tr>
            <th scope="col">Pagina</th>
            <th scope="col">File</th>
            {locales.map((l) => (
              <th scope="col" key={l}>
                Traduzione {LANG[l]}
              </th>
            ))}
            <th scope="col">Validità</th>
            <th scope="col">Azioni</th>
          </tr>
        </thead>
        <tbody>
          {state.pages.map((p) => (
            <tr key={p.file}>
              <th scope="row">
                {p.title ?? '(senza titolo)'} <span className="ed-path">{p.path ?? ''}</span>
              </th>
              <td>
                <code>{p.file}</code>
              </td>
              {locales.map((l) => (
                <td key={l} className={`ed-tr ed-tr--${p.translations[l].replace(' ', '-')}`}>
                  {p.translations[l]}
                </td>
              ))}
              <td>{p.errors ? `${p.errors} errori` : 'valida'}</td>
              <td className="ed-actions">
                <button
                  type="button"
                  onClick={() => {
                    api
                      .open(p.file)
                      .then(onOpen, (err: unknown) => setMessage(err instanceof Error ? err.message : String(err)));
                  }}
                  aria-label={`Apri ${p.file}`}
                >
                  Apri
                </button>
                <button
                  type="button"
                  aria-label={`Duplica ${p.file}`}
                  onClick={() =>
                    void copy(p, p.locale, p.name.replace(/\.json$/, '-copia.json'), `${p.path ?? '/pagina'}-copia`)
                  }
                >
                  Duplica
                </button>
                {locales
                  .filter((l) => l !== p.locale && p.translations[l] === 'missing')
                  .map((l) => (
                    <button
                      type="button"
                      key={l}
                      aria-label={`Crea la traduzione in ${LANG[l]} di ${p.file}`}
                      onClick={() => {
                        api.translation(p.file, l).then(
                          (t) => onOpen({ ...t, isNew: true }),
                          (err: unknown) => setMessage(err instanceof Error ? err.message : String(err)),
                        );
                      }}
                    >
                      Crea traduzione {LANG[l]}
                    </button>
                  ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <form className="ed-new" onSubmit={create}>
        <h2>Nuova pagina</h2>
        <label htmlFor="ed-new-path">Percorso</label>
        <input
          id="ed-new-path"
          required
          pattern="/?[a-z0-9\-]+(/[a-z0-9\-]+)*"
          value={newPath}
          placeholder="/soluzioni/musei"
          onChange={(e) => setNewPath(e.target.value)}
        />
        <label htmlFor="ed-new-locale">Lingua</label>
        <select id="ed-new-locale" value={newLocale} onChange={(e) => setNewLocale(e.target.value as Locale)}>
          {locales.map((l) => (
            <option key={l} value={l}>
              {LANG[l]}
            </option>
          ))}
        </select>
        <label htmlFor="ed-new-title">Titolo</label>
        <input id="ed-new-title" value={newTitle} onChange={(e) => setNewTitle(e.target.value)} />
        <button type="submit">Crea e apri</button>
      </form>
    </main>
  );
}
