/**
 * A form built from the JSON Schema alone, with no per-section code: each
 * field's widget comes from its type and its content tag (`x-tag`): text and
 * text areas, selects for enums, checkboxes, numbers, lists with add, remove
 * and reorder, nested groups, optional fields that can be added and cleared,
 * pickers for links (routes and anchors), assets (with their real size) and
 * {tokens}. Each field shows the errors `npm run validate` gives for its path.
 */
import { memo, useId, type ReactNode } from 'react';
import type { Asset, LinkTarget } from '../lib/editor/contract';
import { branchOf, unwrap, type JsonSchema } from '../lib/editor/json-schema';
import { formatJsonPath } from '../lib/json-path';
import { defaultFor, type Path } from './values';

export interface FormContext {
  assets: Asset[];
  links: LinkTarget[];
  tokens: string[];
  videoProviders: string[];
  /** Messages by JSON path ("sections[1].title"). */
  errors: ReadonlyMap<string, string[]>;
  /** What the build would change, by path: rich text with markup outside the allowlist. */
  warnings: ReadonlyMap<string, string>;
  onChange: (path: Path, next: unknown, typing?: boolean) => void;
}

const LONG = /^(text|description|subtitle|answer|body|intro|lead|note|content|html)$/i;
const RICH_TAGS = 'b, strong, i, em, br, a, span, ul, ol, li, p';

/**
 * The option lists every text and asset field repeats (all the site's {tokens}, every file of public/),
 * made once per list: React skips elements it has seen, and re-creating hundreds of them on every
 * keystroke took most of the preview's 100 ms budget in a dev build.
 */
const made = new WeakMap<readonly unknown[], ReactNode[]>();
function once<T>(list: readonly T[], make: (item: T) => ReactNode): ReactNode[] {
  let nodes = made.get(list);
  if (!nodes) made.set(list, (nodes = list.map(make)));
  return nodes;
}

/** The id of the field at `path`: the error summary links to it. */
export const fieldId = (path: Path) => `field-${formatJsonPath(path).replace(/[^\w-]+/g, '-')}`;

function label(key: string | number): string {
  if (typeof key === 'number') return `Elemento ${key + 1}`;
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

function Errors({ path, ctx, id }: { path: Path; ctx: FormContext; id: string }) {
  const messages = ctx.errors.get(formatJsonPath(path));
  if (!messages?.length) return null;
  return (
    <p className="ed-field-error" id={id}>
      {messages.map((m) => (
        <span key={m}>{m}</span>
      ))}
    </p>
  );
}

function Hint({ schema }: { schema: JsonSchema }) {
  const s = unwrap(schema);
  const parts = [
    s.description,
    s['x-tag'] === 'richText' ? `HTML consentito: ${RICH_TAGS}` : undefined,
    s.minLength && s.minLength > 1 ? `almeno ${s.minLength} caratteri` : undefined,
    s.maxLength ? `al massimo ${s.maxLength} caratteri` : undefined,
  ].filter(Boolean);
  return parts.length ? <span className="ed-hint">{parts.join(' · ')}</span> : null;
}

/** A text field, its pickers (links, assets, tokens) by tag. */
function TextField({ schema, value, path, ctx, name }: FieldProps & { name: string }) {
  const id = fieldId(path);
  const errorId = `${id}-error`;
  const s = unwrap(schema);
  const tag = s['x-tag'];
  const invalid = ctx.errors.has(formatJsonPath(path));
  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    value: text,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    onChange: (e: { target: { value: string } }) => ctx.onChange(path, e.target.value, true),
  };
  const long = tag === 'richText' || (s.maxLength ?? 0) > 160 || LONG.test(name);
  return (
    <div className="ed-field">
      <label htmlFor={id}>{label(path.at(-1) ?? name)}</label>
      <Hint schema={schema} />
      {long ? (
        <textarea {...common} rows={tag === 'richText' ? 5 : 3} />
      ) : (
        <input {...common} list={tag === 'link' ? 'editor-links' : undefined} />
      )}
      {tag === 'asset' && <AssetPicker value={text} path={path} ctx={ctx} />}
      {ctx.warnings.has(formatJsonPath(path)) && (
        <p className="ed-field-warning">Attenzione: {ctx.warnings.get(formatJsonPath(path))}</p>
      )}
      {tag === 'video' && <span className="ed-hint">Video da: {ctx.videoProviders.join(', ')}</span>}
      {!tag && ctx.tokens.length > 0 && (
        <select
          className="ed-token"
          aria-label={`Inserisci un valore del sito in ${label(path.at(-1) ?? name)}`}
          value=""
          onChange={(e) => e.target.value && ctx.onChange(path, `${text}{${e.target.value}}`)}
        >
          <option value="">{'{…}'}</option>
          {once(ctx.tokens, (t) => (
            <option key={t} value={t}>{`{${t}}`}</option>
          ))}
        </select>
      )}
      <Errors path={path} ctx={ctx} id={errorId} />
    </div>
  );
}

/** The files under public/ with a thumbnail; picking one fills its width and height beside it. */
function AssetPicker({ value, path, ctx }: { value: string; path: Path; ctx: FormContext }) {
  const listId = useId();
  const current = ctx.assets.find((a) => a.src === value);
  return (
    <div className="ed-asset">
      {current && <img src={current.src} alt="" width={64} height={48} />}
      <select
        aria-label={`Scegli un file per ${label(path.at(-1) ?? '')}`}
        id={listId}
        value={current ? current.src : ''}
        onChange={(e) => {
          const asset = ctx.assets.find((a) => a.src === e.target.value);
          if (!asset) return;
          ctx.onChange(path, asset.src);
          const parent = path.slice(0, -1);
          if (asset.width && asset.height) {
            ctx.onChange([...parent, 'width'], asset.width);
            ctx.onChange([...parent, 'height'], asset.height);
          }
        }}
      >
        <option value="">Scegli un file di public/…</option>
        {once(ctx.assets, (a) => (
          <option key={a.src} value={a.src}>
            {a.src}
            {a.width ? ` (${a.width}×${a.height})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

interface FieldProps {
  schema: JsonSchema;
  value: unknown;
  path: Path;
  ctx: FormContext;
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * A field, re-rendered only when its own value, schema or context changes: a keystroke in one title
 * re-renders the fields on its path, not the whole form (a draft's untouched parts keep their identity,
 * values.ts `setAt`; a path is a new array on every render, compared by its keys).
 */
export const Field = memo(
  FieldOf,
  (a, b) => a.schema === b.schema && a.value === b.value && a.ctx === b.ctx && samePath(a.path, b.path),
);

function FieldOf({ schema, value, path, ctx }: FieldProps): ReactNode {
  const raw = unwrap(schema);
  const s = branchOf(raw, value) ?? raw;
  const id = fieldId(path);
  const name = String(path.at(-1) ?? '');
  const invalid = ctx.errors.has(formatJsonPath(path));
  if (s.const !== undefined) return null;
  if ((raw.oneOf ?? raw.anyOf) && !raw.properties && s === raw)
    return <UnionField {...{ schema: raw, value, path, ctx }} />;
  if (s.enum) {
    return (
      <div className="ed-field">
        <label htmlFor={id}>{label(path.at(-1) ?? name)}</label>
        <Hint schema={s} />
        <select
          id={id}
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
          aria-invalid={invalid || undefined}
          onChange={(e) =>
            ctx.onChange(
              path,
              s.enum?.find((x) => String(x) === e.target.value),
            )
          }
        >
          {value === undefined && <option value="">—</option>}
          {s.enum.map((x) => (
            <option key={String(x)} value={String(x)}>
              {String(x)}
            </option>
          ))}
        </select>
        <Errors path={path} ctx={ctx} id={`${id}-error`} />
      </div>
    );
  }
  switch (s.type) {
    case 'boolean':
      return (
        <div className="ed-field ed-check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(e) => ctx.onChange(path, e.target.checked)}
          />
          <label htmlFor={id}>{label(path.at(-1) ?? name)}</label>
          <Errors path={path} ctx={ctx} id={`${id}-error`} />
        </div>
      );
    case 'number':
    case 'integer':
      return (
        <div className="ed-field">
          <label htmlFor={id}>{label(path.at(-1) ?? name)}</label>
          <Hint schema={s} />
          <input
            id={id}
            type="number"
            step={s.type === 'integer' ? 1 : 'any'}
            value={typeof value === 'number' ? value : ''}
            aria-invalid={invalid || undefined}
            onChange={(e) => ctx.onChange(path, e.target.value === '' ? undefined : Number(e.target.value), true)}
          />
          <Errors path={path} ctx={ctx} id={`${id}-error`} />
        </div>
      );
    case 'array':
      return <ArrayField {...{ schema: s, value, path, ctx }} />;
    case 'object':
      return <ObjectField {...{ schema: s, value, path, ctx }} />;
    default:
      return <TextField {...{ schema: s, value, path, ctx, name }} />;
  }
}

/** A choice between shapes told apart by a constant field ("action": "link" or "openChat"). */
function UnionField({ schema, value, path, ctx }: FieldProps) {
  const options = schema.oneOf ?? schema.anyOf ?? [];
  const key = Object.keys(options[0]?.properties ?? {}).find((k) =>
    options.every((o) => o.properties?.[k]?.const !== undefined),
  );
  const current = key ? (value as Record<string, unknown> | undefined)?.[key] : undefined;
  const id = fieldId([...path, key ?? 'kind']);
  const chosen = options.find((o) => key && o.properties?.[key]?.const === current) ?? options[0];
  return (
    <fieldset className="ed-group">
      <legend>{label(path.at(-1) ?? '')}</legend>
      {key && (
        <div className="ed-field">
          <label htmlFor={id}>{label(key)}</label>
          <select
            id={id}
            value={typeof current === 'string' ? current : ''}
            onChange={(e) => {
              const next = options.find((o) => String(o.properties?.[key]?.const) === e.target.value);
              if (next) ctx.onChange(path, defaultFor(next));
            }}
          >
            {options.map((o) => (
              <option key={String(o.properties?.[key]?.const)}>{String(o.properties?.[key]?.const)}</option>
            ))}
          </select>
        </div>
      )}
      <ObjectField schema={chosen} value={value} path={path} ctx={ctx} bare />
    </fieldset>
  );
}

function ObjectField({ schema, value, path, ctx, bare }: FieldProps & { bare?: boolean }) {
  const record = (value as Record<string, unknown> | undefined) ?? {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(schema.properties ?? {}).filter((k) => k !== '$schema');
  const fields = keys.map((key) => {
    const child = schema.properties?.[key] ?? {};
    if (unwrap(child).const !== undefined) return null;
    const present = record[key] !== undefined;
    if (!present && !required.has(key)) {
      return (
        <button
          key={key}
          type="button"
          className="ed-add-optional"
          onClick={() => ctx.onChange([...path, key], defaultFor(child))}
        >
          + {label(key)}
        </button>
      );
    }
    return (
      <div key={key} className="ed-prop">
        <Field schema={child} value={record[key]} path={[...path, key]} ctx={ctx} />
        {!required.has(key) && (
          <button
            type="button"
            className="ed-clear"
            aria-label={`Togli ${label(key)}`}
            onClick={() => ctx.onChange([...path, key], undefined)}
          >
            Togli
          </button>
        )}
      </div>
    );
  });
  if (bare || !path.length || typeof path.at(-1) === 'number') return <div className="ed-object">{fields}</div>;
  return (
    <fieldset className="ed-group">
      <legend>{label(path.at(-1) ?? '')}</legend>
      <Errors path={path} ctx={ctx} id={`${fieldId(path)}-error`} />
      {fields}
    </fieldset>
  );
}

function ArrayField({ schema, value, path, ctx }: FieldProps) {
  const items: unknown[] = Array.isArray(value) ? (value as unknown[]) : [];
  const itemSchema = schema.items ?? {};
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    ctx.onChange(path, next);
  };
  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  const atMin = schema.minItems !== undefined && items.length <= schema.minItems;
  const name = label(path.at(-1) ?? '');
  return (
    <fieldset className="ed-group ed-array" id={fieldId(path)}>
      <legend>
        {name} <span className="ed-count">({items.length})</span>
      </legend>
      <Errors path={path} ctx={ctx} id={`${fieldId(path)}-error`} />
      {items.map((item, i) => (
        <div className="ed-item" key={i}>
          <div className="ed-item-bar">
            <span>{`${name} ${i + 1}`}</span>
            <button
              type="button"
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
              aria-label={`Sposta su ${name} ${i + 1}`}
            >
              ↑
            </button>
            <button
              type="button"
              disabled={i === items.length - 1}
              onClick={() => move(i, i + 1)}
              aria-label={`Sposta giù ${name} ${i + 1}`}
            >
              ↓
            </button>
            <button
              type="button"
              disabled={atMin}
              onClick={() =>
                ctx.onChange(
                  path,
                  items.filter((_, j) => j !== i),
                )
              }
              aria-label={`Rimuovi ${name} ${i + 1}`}
            >
              Rimuovi
            </button>
          </div>
          <Field schema={itemSchema} value={item} path={[...path, i]} ctx={ctx} />
        </div>
      ))}
      <button type="button" disabled={full} onClick={() => ctx.onChange(path, [...items, defaultFor(itemSchema)])}>
        + Aggiungi a {name}
      </button>
    </fieldset>
  );
}
