/**
 * The page's sections in order: select one to edit it; move it with the
 * buttons, with Alt+↑/↓ on the focused item or by dragging; duplicate or
 * remove it; add a new one from the registry. Every move is announced.
 */
import { useRef, useState } from 'react';
import type { SharedSite } from '../../schemas/site';
import type { SectionKind } from '../lib/editor/contract';
import { SectionThumb } from './SectionThumb';

export interface OutlineItem {
  type: string;
  title: string;
  errors: number;
}

interface Props {
  items: OutlineItem[];
  selected: number | 'page';
  kinds: SectionKind[];
  storybook: string;
  /** The site values the thumbnails fill {tokens} with. */
  site: SharedSite | undefined;
  onSelect: (i: number | 'page') => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (i: number) => void;
  onRemove: (i: number) => void;
  onAdd: (type: string, at: number) => void;
}

export function Outline({
  items,
  selected,
  kinds,
  storybook,
  site,
  onSelect,
  onMove,
  onDuplicate,
  onRemove,
  onAdd,
}: Props) {
  const [said, setSaid] = useState('');
  const [adding, setAdding] = useState(kinds[0]?.type ?? '');
  const dragged = useRef<number | undefined>(undefined);
  const list = useRef<HTMLOListElement>(null);
  const name = (i: number) => `${items[i].type} «${items[i].title}»`;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    onMove(from, to);
    setSaid(`${name(from)} spostata in posizione ${to + 1} di ${items.length}`);
    // The moved item keeps the focus at its new place.
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>('.ed-outline-select')[to]?.focus());
  };
  const kind = kinds.find((k) => k.type === adding);

  return (
    <section className="ed-outline" aria-labelledby="ed-outline-title">
      <h2 id="ed-outline-title">Struttura</h2>
      <p className="ed-hint">Alt+↑ e Alt+↓ spostano la sezione selezionata; puoi anche trascinarla.</p>
      <button
        type="button"
        className={`ed-outline-page${selected === 'page' ? ' is-selected' : ''}`}
        aria-pressed={selected === 'page'}
        onClick={() => onSelect('page')}
      >
        Pagina: percorso e metadati
      </button>
      <ol ref={list}>
        {items.map((item, i) => (
          <li
            key={i}
            className={`ed-outline-item${selected === i ? ' is-selected' : ''}`}
            draggable
            onDragStart={() => (dragged.current = i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged.current !== undefined && dragged.current !== i) move(dragged.current, i);
              dragged.current = undefined;
            }}
          >
            <button
              type="button"
              className="ed-outline-select"
              aria-pressed={selected === i}
              onClick={() => onSelect(i)}
              onKeyDown={(e) => {
                if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
                e.preventDefault();
                move(i, e.key === 'ArrowUp' ? i - 1 : i + 1);
                onSelect(e.key === 'ArrowUp' ? i - 1 : i + 1);
              }}
            >
              <span className="ed-type">{item.type}</span> {item.title}
              {item.errors > 0 && <span className="ed-badge">{item.errors} errori</span>}
            </button>
            <span className="ed-outline-actions">
              <button
                type="button"
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`Sposta su ${name(i)}`}
              >
                ↑
              </button>
              <button
                type="button"
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`Sposta giù ${name(i)}`}
              >
                ↓
              </button>
              <button type="button" onClick={() => onDuplicate(i)} aria-label={`Duplica ${name(i)}`}>
                Duplica
              </button>
              <button
                type="button"
                onClick={() => {
                  setSaid(`${name(i)} rimossa`);
                  onRemove(i);
                }}
                aria-label={`Rimuovi ${name(i)}`}
              >
                Rimuovi
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div className="ed-add">
        <label htmlFor="ed-add-type">Aggiungi una sezione</label>
        <select id="ed-add-type" value={adding} onChange={(e) => setAdding(e.target.value)}>
          {kinds.map((k) => (
            <option key={k.type} value={k.type}>
              {k.type}
            </option>
          ))}
        </select>
        {kind && <SectionThumb key={kind.type} example={kind.example} site={site} />}
        {kind && (
          <p className="ed-hint">
            {kind.description || 'Nessuna descrizione.'}{' '}
            {kind.storyPath && (
              <a href={`${storybook}/?path=${kind.storyPath}`} target="_blank" rel="noreferrer">
                Storie in Storybook
              </a>
            )}
          </p>
        )}
        <button
          type="button"
          onClick={() => {
            const at = typeof selected === 'number' ? selected + 1 : items.length;
            onAdd(adding, at);
            setSaid(`Sezione ${adding} aggiunta in posizione ${at + 1}`);
          }}
        >
          Aggiungi {adding}
        </button>
      </div>
      <p className="ed-sr" role="status" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
