/**
 * One page open in the editor: the outline, the form of the selected part,
 * the live preview, validation at every field, undo/redo and saving.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Page } from '../../schemas/page';
import type { EditorState, FieldError, OpenedPage } from '../lib/editor/contract';
import { CONTENT_CHANGED } from '../lib/editor/contract';
import type { JsonSchema } from '../lib/editor/json-schema';
import { api } from './api';
import { edit, redo, start, undo, type History } from './history';
import { Outline, type OutlineItem } from './Outline';
import { previewPage } from './preview-page';
import { Preview } from './Preview';
import { Field, fieldId, type FormContext } from './SchemaForm';
import { getAt, setAt, type Path } from './values';

type Doc = Record<string, unknown>;

export interface Opened extends OpenedPage {
  /** Not on disk yet: the first save creates the file. */
  isNew?: boolean;
}

interface Props {
  state: EditorState;
  opened: Opened;
  storybook: string;
  onClose: () => void;
  onSaved: () => void;
}

/** A document value shown as text: strings as they are, anything else as nothing. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Error paths ("sections[2].title") as the form's paths. */
function toPath(at: string): Path {
  if (at === '$') return [];
  return at
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((k) => (/^\d+$/.test(k) ? Number(k) : k));
}

/** Top-level keys and sections that differ between two documents (what changed on disk). */
function differences(a: Doc, b: Doc): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k !== 'sections');
  const out = keys.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  const sa = Array.isArray(a.sections) ? a.sections : [];
  const sb = Array.isArray(b.sections) ? b.sections : [];
  for (let i = 0; i < Math.max(sa.length, sb.length); i++)
    if (JSON.stringify(sa[i]) !== JSON.stringify(sb[i])) out.push(`sections[${i}]`);
  return out;
}

export function PageEditor({ state, opened, storybook, onClose, onSaved }: Props) {
  const [history, setHistory] = useState<History<Doc>>(() => start(opened.document));
  const [version, setVersion] = useState(opened.version);
  const [isNew, setIsNew] = useState(opened.isNew === true);
  const [saved, setSaved] = useState<Doc>(opened.document);
  const [errors, setErrors] = useState<FieldError[] | undefined>(undefined);
  const [warnings, setWarnings] = useState<FieldError[]>([]);
  const [selected, setSelected] = useState<number | 'page'>('page');
  const [conflict, setConflict] = useState<OpenedPage | undefined>(undefined);
  const [changedOnDisk, setChangedOnDisk] = useState<OpenedPage | undefined>(undefined);
  const [status, setStatus] = useState('');
  const doc = history.present;
  const dirty = doc !== saved;
  const schema = state.schema;
  const sections = Array.isArray(doc.sections) ? (doc.sections as Doc[]) : [];

  // The server checks the draft with every rule `npm run validate` runs.
  useEffect(() => {
    const timer = setTimeout(() => {
      api.validate(opened.file, doc).then(
        (r) => {
          setErrors(r.errors);
          setWarnings(r.warnings);
        },
        () => setErrors([]),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [doc, opened.file]);

  const mine = useMemo(() => (errors ?? []).filter((e) => e.file === opened.file), [errors, opened.file]);
  const others = useMemo(() => (errors ?? []).filter((e) => e.file !== opened.file), [errors, opened.file]);
  const byPath = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const e of mine) map.set(e.path, [...(map.get(e.path) ?? []), e.message]);
    return map;
  }, [mine]);

  // The preview is sent each change at once, before this panel re-renders (the 100 ms budget).
  const showInPreview = useRef<(page: Page) => void>(() => undefined);
  const shown = useRef<Doc | undefined>(undefined);
  const summary = useRef<HTMLDivElement>(null);
  const latest = useRef(doc);
  const show = useCallback(
    (next: Doc) => {
      shown.current = next;
      const page = previewPage(next, state.site);
      if (page) showInPreview.current(page);
    },
    [state.site],
  );
  useEffect(() => {
    latest.current = doc;
    // Undo, redo, a reload from disk: changes that did not come through `change`.
    if (shown.current !== doc) show(doc);
  }, [doc, show]);
  const connectPreview = useCallback((fn: (page: Page) => void) => {
    showInPreview.current = fn;
  }, []);

  const change = useCallback(
    (path: Path, value: unknown, typing?: boolean) => {
      const next = setAt(latest.current, path, value) as Doc;
      latest.current = next;
      show(next);
      setHistory((h) => edit(h, next, typing ? JSON.stringify(path) : undefined));
      setErrors(undefined);
      setStatus('');
    },
    [show],
  );

  const setSections = (next: unknown[]) => change(['sections'], next);

  // Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y): outside text fields, where the browser's own undo works on the text.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const inText = e.target instanceof Element && e.target.closest('input, textarea');
      if (inText) return;
      if (e.key.toLowerCase() === 'z') {
        e.preventDefault();
        setHistory((h) => (e.shiftKey ? redo(h) : undo(h)));
      } else if (e.key.toLowerCase() === 'y') {
        e.preventDefault();
        setHistory(redo);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A change on disk (another editor, git checkout): taken at once when nothing is unsaved, else asked.
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const onChange = (data: { file?: string }) => {
      if (data.file !== opened.file || isNew) return;
      api.open(opened.file).then(
        (now) => {
          if (now.version === version) return;
          if (!dirty) {
            setHistory(start(now.document));
            setSaved(now.document);
            setVersion(now.version);
            setStatus('Il file è cambiato sul disco: ricaricato.');
          } else setChangedOnDisk(now);
        },
        () => undefined,
      );
    };
    hot.on(CONTENT_CHANGED, onChange);
    return () => hot.off(CONTENT_CHANGED, onChange);
  }, [opened.file, version, dirty, isNew]);

  async function save(seen?: string) {
    setStatus('Salvataggio…');
    const result = isNew ? await api.create(opened.file, doc) : await api.save(opened.file, doc, version, seen);
    if (result.ok) {
      setVersion(result.version);
      setSaved(doc);
      setIsNew(false);
      setConflict(undefined);
      setChangedOnDisk(undefined);
      setStatus(`Salvato in ${opened.file}.`);
      onSaved();
      return;
    }
    if (result.reason === 'stale') {
      setConflict(result.current);
      setStatus('Non salvato: il file è cambiato sul disco.');
    } else if (result.reason === 'invalid') {
      setErrors(result.errors);
      setStatus('Non salvato: la pagina ha errori.');
    } else if (result.reason === 'exists') setStatus(`Non salvato: ${opened.file} esiste già.`);
    else setStatus(`Non salvato: ${result.message}`);
  }

  function reloadFrom(now: OpenedPage) {
    setHistory(start(now.document));
    setSaved(now.document);
    setVersion(now.version);
    setConflict(undefined);
    setChangedOnDisk(undefined);
    setStatus('Ricaricato dal disco.');
  }

  // A section picked in the preview: its form comes into view.
  const pick = (index: number) => {
    setSelected(index);
    requestAnimationFrame(() => document.getElementById('ed-form-title')?.scrollIntoView({ block: 'start' }));
  };
  const empty = previewPage(doc, state.site) === undefined;
  // Every route and anchor of the site, for link fields: made once, not on every keystroke.
  const linkList = useMemo(
    () => (
      <datalist id="editor-links">
        {state.links.map((l) => (
          <option key={l.href} value={l.href}>
            {l.label}
          </option>
        ))}
      </datalist>
    ),
    [state.links],
  );
  const items: OutlineItem[] = sections.map((s, i) => ({
    type: String(s.type),
    title: text(s.title ?? s.eyebrow ?? s.id),
    errors: mine.filter((e) => e.path.startsWith(`sections[${i}]`)).length,
  }));
  // The same context while nothing in it changes: the form's fields re-render only on their own value.
  const ctx: FormContext = useMemo(
    () => ({
      assets: state.assets,
      links: state.links,
      tokens: state.tokens,
      videoProviders: state.videoProviders,
      errors: byPath,
      warnings: new Map(warnings.map((w) => [w.path, w.message])),
      onChange: change,
    }),
    [state.assets, state.links, state.tokens, state.videoProviders, byPath, warnings, change],
  );
  const pageKeys = Object.keys(schema.properties ?? {}).filter((k) => k !== 'sections' && k !== '$schema');
  const saveReason =
    errors === undefined
      ? 'Controllo in corso…'
      : mine.length + others.length > 0
        ? `Correggi ${mine.length + others.length} ${mine.length + others.length === 1 ? 'errore' : 'errori'} per salvare`
        : !dirty && !isNew
          ? 'Nessuna modifica da salvare'
          : undefined;
  const kindOf = (type: string) => state.sections.find((k) => k.type === type);
  const sectionSchema = (value: unknown): JsonSchema =>
    schema.properties?.sections.items?.oneOf?.find(
      (o) => o.properties?.type.const === (value as Doc | undefined)?.type,
    ) ?? {};

  return (
    <div className="ed-page">
      <header className="ed-bar">
        <button type="button" onClick={onClose}>
          ← Tutte le pagine
        </button>
        <h1>
          {text((doc.meta as Doc | undefined)?.title) || opened.file} <span className="ed-file">{opened.file}</span>
        </h1>
        <button type="button" disabled={!history.past.length} onClick={() => setHistory(undo)}>
          Annulla
        </button>
        <button type="button" disabled={!history.future.length} onClick={() => setHistory(redo)}>
          Ripeti
        </button>
        <button
          type="button"
          className="ed-save"
          aria-disabled={saveReason ? true : undefined}
          aria-describedby="ed-save-reason"
          onClick={() => {
            // Refused while there are errors: the summary takes the focus and says which (GOV.UK pattern).
            if (saveReason) summary.current?.focus();
            else void save();
          }}
        >
          {isNew ? 'Crea la pagina' : 'Salva'}
        </button>
        <span className="ed-save-reason" id="ed-save-reason" role="status">
          {status || saveReason || (dirty ? 'Modifiche non salvate' : '')}
        </span>
      </header>

      {(conflict ?? changedOnDisk) && (
        <div className="ed-conflict" role="alert">
          <p>
            <strong>{opened.file} è cambiato sul disco</strong> da quando l’hai aperto (un altro editor, git). Parti
            diverse dalla tua versione:{' '}
            {differences((conflict ?? changedOnDisk)?.document ?? {}, doc).join(', ') || 'nessuna'}.
          </p>
          <button type="button" onClick={() => reloadFrom((conflict ?? changedOnDisk) as OpenedPage)}>
            Ricarica il file (perdi le tue modifiche)
          </button>
          <button type="button" onClick={() => void save((conflict ?? changedOnDisk)?.version)}>
            Sovrascrivi con la mia versione
          </button>
        </div>
      )}

      <main className="ed-columns">
        <div className="ed-panel">
          {mine.length + others.length > 0 && (
            <div className="ed-summary" role="alert" aria-labelledby="ed-summary-title" tabIndex={-1} ref={summary}>
              <h2 id="ed-summary-title">C’è un problema</h2>
              <ul>
                {mine.map((e) => {
                  const path = toPath(e.path);
                  return (
                    <li key={`${e.path}:${e.message}`}>
                      <a
                        href={`#${fieldId(path)}`}
                        onClick={(ev) => {
                          ev.preventDefault();
                          setSelected(path[0] === 'sections' && typeof path[1] === 'number' ? path[1] : 'page');
                          requestAnimationFrame(() => document.getElementById(fieldId(path))?.focus());
                        }}
                      >
                        {e.path}: {e.message}
                      </a>
                    </li>
                  );
                })}
                {others.map((e) => (
                  <li key={`${e.file}:${e.path}:${e.message}`}>
                    {e.file}: {e.path}: {e.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Outline
            items={items}
            selected={selected}
            kinds={state.sections}
            storybook={storybook}
            site={state.site}
            onSelect={setSelected}
            onMove={(from, to) => {
              const next = [...sections];
              const [moved] = next.splice(from, 1);
              next.splice(to, 0, moved);
              setSections(next);
              if (selected === from) setSelected(to);
            }}
            onDuplicate={(i) =>
              setSections([...sections.slice(0, i + 1), structuredClone(sections[i]), ...sections.slice(i + 1)])
            }
            onRemove={(i) => {
              setSections(sections.filter((_, j) => j !== i));
              setSelected('page');
            }}
            onAdd={(type, at) => {
              const example = structuredClone(kindOf(type)?.example ?? { type });
              // A copied example's id would clash with the story's page: the editor gives it none.
              delete example.id;
              setSections([...sections.slice(0, at), example, ...sections.slice(at)]);
              setSelected(at);
            }}
          />
          <section className="ed-form" aria-labelledby="ed-form-title">
            {selected === 'page' ? (
              <>
                <h2 id="ed-form-title">Pagina</h2>
                {pageKeys.map((key) => (
                  <Field key={key} schema={schema.properties?.[key] ?? {}} value={doc[key]} path={[key]} ctx={ctx} />
                ))}
              </>
            ) : sections[selected] ? (
              <>
                <h2 id="ed-form-title">
                  Sezione {selected + 1}: {String(sections[selected].type)}
                  {kindOf(String(sections[selected].type))?.storyPath && (
                    <a
                      className="ed-story-link"
                      href={`${storybook}/?path=${kindOf(String(sections[selected].type))?.storyPath ?? ''}`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      Storie in Storybook
                    </a>
                  )}
                </h2>
                <Field
                  schema={sectionSchema(sections[selected])}
                  value={getAt(doc, ['sections', selected])}
                  path={['sections', selected]}
                  ctx={ctx}
                />
              </>
            ) : null}
          </section>
        </div>
        <Preview
          empty={empty}
          connect={connectPreview}
          onReady={() => show(latest.current)}
          path={text(opened.document.path) || '/'}
          selected={selected}
          onSelect={pick}
        />
      </main>
      {linkList}
    </div>
  );
}
