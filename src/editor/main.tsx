/** The visual editor (dev only, /_editor): the page list, or one page open. */
import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { EditorState } from '../lib/editor/contract';
import { CONTENT_CHANGED } from '../lib/editor/contract';
import { api } from './api';
import { PageEditor, type Opened } from './PageEditor';
import { PageList } from './PageList';
import './editor.css';

/** Storybook's dev server (`npm run storybook`), where each section type's stories are. */
const STORYBOOK = 'http://localhost:6006';

function Editor() {
  const [state, setState] = useState<EditorState | undefined>(undefined);
  const [failed, setFailed] = useState('');
  const [opened, setOpened] = useState<Opened | undefined>(undefined);
  const refresh = useCallback(() => {
    api.state().then(setState, (err: unknown) => setFailed(err instanceof Error ? err.message : String(err)));
  }, []);
  useEffect(refresh, [refresh]);
  // Files changed on disk: the lists follow (an open page decides for itself, PageEditor).
  useEffect(() => {
    import.meta.hot?.on(CONTENT_CHANGED, refresh);
    return () => import.meta.hot?.off(CONTENT_CHANGED, refresh);
  }, [refresh]);

  if (failed) return <p role="alert">L’editor non riesce a leggere le pagine: {failed}</p>;
  if (!state) return <p role="status">Caricamento delle pagine…</p>;
  return opened ? (
    <PageEditor
      key={opened.file}
      state={state}
      opened={opened}
      storybook={STORYBOOK}
      onClose={() => setOpened(undefined)}
      onSaved={refresh}
    />
  ) : (
    <PageList state={state} onOpen={setOpened} />
  );
}

const container = document.getElementById('editor');
if (container)
  createRoot(container).render(
    <StrictMode>
      <Editor />
    </StrictMode>,
  );
