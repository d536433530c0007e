/** The editor's calls to its dev-server endpoints (src/build/editor/api.ts), with the run's token. */
import type { EditorState, FieldError, OpenedPage, SaveResult } from '../lib/editor/contract';
import { EDITOR_API, TOKEN_HEADER } from '../lib/editor/contract';

const token = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { cache: 'no-store' });
  const body = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(body.message ?? `HTTP ${res.status}`);
  return body;
}

async function post<T>(name: string, body: unknown): Promise<T> {
  const res = await fetch(`${EDITOR_API}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

export const api = {
  state: () => getJson<EditorState>(`${EDITOR_API}/state`),
  open: (file: string) => getJson<OpenedPage>(`${EDITOR_API}/page?file=${encodeURIComponent(file)}`),
  translation: (file: string, locale: string) =>
    getJson<OpenedPage>(
      `${EDITOR_API}/translation?file=${encodeURIComponent(file)}&locale=${encodeURIComponent(locale)}`,
    ),
  validate: (file: string, document: unknown) =>
    post<{ errors?: FieldError[]; warnings?: FieldError[] }>('validate', { file, document }).then((r) => ({
      errors: r.errors ?? [],
      warnings: r.warnings ?? [],
    })),
  save: (file: string, document: unknown, version: string, seen?: string) =>
    post<SaveResult>('save', seen ? { file, document, force: true, seen } : { file, document, version }),
  create: (file: string, document: unknown) => post<SaveResult>('create', { file, document }),
};
