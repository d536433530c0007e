import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type SubmitEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Link as LinkData } from '../../../schemas/fields';
import type { Reply } from '../../lib/chat/answer';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { loadAssistant } from './load-assistant';
import { ChatIcon } from './ChatIcon';
import { askModel, type Source } from './model';
import type { ChatIndex } from '../../lib/chat/retrieve';
import { useChatUi, useLocale, useSite, useUi } from '../../lib/locale';
import { SHELL_IDS } from '../../lib/shell-ids';
import { rememberChatOpen } from '../../lib/chat';

/**
 * The e-mail capture of a reply that hands over to the team: its code (with the form's checks and sending)
 * is fetched once the panel has painted, not before the greeting. Should it fail to load, the reply keeps
 * its link to the contact page.
 */
const loadLeadForm = () => import('../../ui/LeadForm');
/**
 * React.lazy keeps a failed load for good: the form would stay missing from every later reply. After a
 * failure the next reply that offers the form gets a new one, which fetches the chunk again.
 */
const lazyLeadForm = () =>
  lazy(() =>
    loadLeadForm().then(
      (m) => ({ default: m.LeadForm }),
      (err: unknown) => {
        LeadForm = lazyLeadForm();
        throw err;
      },
    ),
  );
let LeadForm = lazyLeadForm();

/** The longest message the assistant takes (the /api/chat handler's cap too); the counter shows from COUNTER_FROM. */
export const MAX_MESSAGE = 2000;
const COUNTER_FROM = 1500;

type Message =
  | { id: number; from: 'user'; text: string }
  | { id: number; from: 'assistant'; kind: 'greeting' }
  | { id: number; from: 'assistant'; kind: 'unavailable' }
  | { id: number; from: 'assistant'; kind: 'reply'; reply: Reply }
  | { id: number; from: 'assistant'; kind: 'stream'; text: string; sources: Source[] };

/**
 * The conversation of this tab, in the page's language: a link in an answer is a real navigation, and the
 * next page picks the conversation up where it was (sessionStorage: gone with the tab). A stream cut by the
 * navigation is kept as far as it was written.
 */
const conversationKey = (locale: string) => `runsite:chat:${locale}`;
interface Saved {
  messages: Message[];
  topic?: string;
}
function savedConversation(locale: string): Saved | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(conversationKey(locale)) ?? 'null') as Saved | null;
    return saved && Array.isArray(saved.messages) && saved.messages.length ? saved : undefined;
  } catch {
    return undefined; // no storage (private mode) or a damaged entry: a new conversation
  }
}
function saveConversation(locale: string, saved: Saved): void {
  try {
    sessionStorage.setItem(conversationKey(locale), JSON.stringify(saved));
  } catch {
    // full or blocked storage: the conversation lives as long as the page
  }
}

function Paragraphs({ text, render = (t) => t }: { text: string; render?: (t: string) => ReactNode }) {
  return text.split(/\n\s*\n/).map((p, i) => <p key={i}>{render(p)}</p>);
}

function isNarrow() {
  return window.matchMedia('(max-width: 640px)').matches;
}

function AnyLink({ link, onLink }: { link: LinkData; onLink: () => void }) {
  return link.href.startsWith('/') ? (
    <a href={link.href} onClick={onLink}>
      {link.label}
    </a>
  ) : (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  );
}

function Links({ links, onLink }: { links: LinkData[]; onLink: () => void }) {
  if (!links.length) return null;
  return (
    <ul className="chat-links">
      {links.map((l) => (
        <li key={l.href + l.label}>
          <AnyLink link={l} onLink={onLink} />
        </li>
      ))}
    </ul>
  );
}

/** A model's answer: "[2]" becomes a link to the second passage's page and section. */
function Cited({ text, sources, onLink }: { text: string; sources: Source[]; onLink: () => void }) {
  const chatUi = useChatUi();
  const cited = sources.filter((s) => text.includes(`[${s.n}]`));
  const withLinks = (p: string) =>
    p.split(/(\[\d+\])/).map((part, i) => {
      const source = sources.find((s) => `[${s.n}]` === part);
      return source ? (
        <a
          key={i}
          href={source.href}
          onClick={onLink}
          aria-label={chatUi.source(source.n, source.label)}
          className="chat-cite"
        >
          {part}
        </a>
      ) : (
        part
      );
    });
  return (
    <>
      <Paragraphs text={text} render={withLinks} />
      {cited.length > 0 && (
        <Links links={cited.map((s) => ({ label: `[${s.n}] ${s.label}`, href: s.href }))} onLink={onLink} />
      )}
    </>
  );
}

export default function ChatPanel({
  open,
  focusRequest,
  onClose,
  index,
  endpoint,
}: {
  open: boolean;
  focusRequest: number;
  onClose: () => void;
  index: ChatIndex | undefined;
  /** Model mode: the conversation goes here first (site.json chat.provider "llm"). */
  endpoint?: string;
}) {
  const ui = useUi();
  const chatUi = useChatUi();
  // The same name as the bubble's (prerendered, before the index loads).
  const { assistantName } = useSite();
  const locale = useLocale();
  // The engine's and the e-mail form's code are fetched, and the retriever built in slices, once the panel
  // has painted: started during the first render, its first slice and its last step ran before the greeting
  // could show (20–40 ms of a 200 ms open here). A question asked before it is ready waits for it
  // (loadAssistant starts or joins the one load and build).
  useEffect(() => {
    if (!index) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        loadAssistant(index).catch(() => undefined); // a question retries it, and says so if it fails again
        loadLeadForm().catch(() => undefined);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [index]);
  const [saved] = useState(() => (index ? savedConversation(locale) : undefined));
  const [messages, setMessages] = useState<Message[]>(
    () => saved?.messages ?? [{ id: 0, from: 'assistant', kind: index ? 'greeting' : 'unavailable' }],
  );
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  // The visitor's Stop for the answer being written (model mode).
  const answering = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const nextId = useRef(Math.max(0, ...messages.map((m) => m.id)) + 1);
  const topic = useRef<string | undefined>(saved?.topic);

  useEffect(() => {
    if (index && messages.length > 1) saveConversation(locale, { messages, topic: topic.current });
  }, [index, locale, messages]);

  // Focus moves into the dialog: the question box, or the close button while there is no assistant to ask
  // (the index did not load), so that Escape and Tab still work inside it.
  useEffect(() => {
    if (open) (input.current && !input.current.disabled ? input.current : closeButton.current)?.focus();
  }, [open, focusRequest]);

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages]);

  async function ask(text: string) {
    if (!index) return;
    const id = nextId.current;
    nextId.current += 2;
    // The built-in answer: the reply, or in model mode the fallback. Its code may not load (offline, a new
    // deploy): the question stays with the reason (the next one retries), and a model still answers.
    const builtin = await loadAssistant(index).then(
      (assistant) => assistant(text, topic.current),
      (err: unknown) => {
        console.warn('the assistant could not load', err);
        return undefined;
      },
    );
    if (builtin) topic.current = builtin.topic;
    const builtinMessage = (): Message =>
      builtin
        ? { id: id + 1, from: 'assistant', kind: 'reply', reply: builtin }
        : { id: id + 1, from: 'assistant', kind: 'unavailable' };
    const history = messages.flatMap((m): { role: 'user' | 'assistant'; content: string }[] => {
      if (m.from === 'user') return [{ role: 'user', content: m.text }];
      if (m.kind === 'reply') return [{ role: 'assistant', content: m.reply.text }];
      if (m.kind === 'stream') return [{ role: 'assistant', content: m.text }];
      return [];
    });
    if (!endpoint) {
      setMessages((m) => [...m, { id, from: 'user', text }, builtinMessage()]);
      return;
    }
    setMessages((m) => [
      ...m,
      { id, from: 'user', text },
      { id: id + 1, from: 'assistant', kind: 'stream', text: '', sources: [] },
    ]);
    const update = (f: (s: Extract<Message, { kind: 'stream' }>) => Message) =>
      setMessages((all) =>
        all.map((m) => (m.id === id + 1 && m.from === 'assistant' && m.kind === 'stream' ? f(m) : m)),
      );
    setBusy(true);
    const stop = new AbortController();
    answering.current = stop;
    try {
      await askModel(
        endpoint,
        locale,
        [...history, { role: 'user', content: text }],
        {
          onSources: (sources) => update((s) => ({ ...s, sources })),
          onText: (whole) => update((s) => ({ ...s, text: whole })),
        },
        { signal: stop.signal },
      );
    } catch {
      // Never worse than built-in: the visitor gets the built-in answer, not an error.
      update(builtinMessage);
    } finally {
      answering.current = null;
      setBusy(false);
      input.current?.focus();
    }
  }

  function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const text = draft.trim();
    if (!text || busy) return;
    void ask(text);
    setDraft('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  }

  // On a phone the panel covers the page: close it when a link inside navigates. On a wider screen it
  // stays open beside the page: the next page opens it again, with the conversation (chat/start.ts).
  const onLink = () => {
    if (isNarrow()) onClose();
    else rememberChatOpen(true);
  };
  const knowledge = index?.knowledge;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the dialog from anywhere inside it (APG dialog pattern)
    <div
      className="chat-panel"
      role="dialog"
      aria-labelledby={SHELL_IDS.chatTitle}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      {/* A div, not <header>: inside the page a header would be a second banner landmark. */}
      <div className="chat-panel__header">
        <span className="chat-panel__avatar" aria-hidden="true">
          <ChatIcon size={22} />
        </span>
        <div className="chat-panel__heading">
          <h2 id={SHELL_IDS.chatTitle}>{chatUi.title(assistantName)}</h2>
          <p>{chatUi.subtitle}</p>
        </div>
        <button
          ref={closeButton}
          type="button"
          className="chat-panel__close"
          aria-label={chatUi.close}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <div ref={log} className="chat-panel__log" role="log" aria-live="polite" aria-label={chatUi.log(assistantName)}>
        {messages.map((m) => {
          if (m.from === 'user') {
            return (
              <div key={m.id} className="chat-msg chat-msg--user">
                <span className="visually-hidden">{chatUi.you}: </span>
                {m.text}
              </div>
            );
          }
          return (
            <div
              key={m.id}
              className="chat-msg chat-msg--assistant"
              data-kind={m.kind === 'reply' ? m.reply.kind : m.kind}
            >
              <span className="visually-hidden">{chatUi.title(assistantName)}: </span>
              {m.kind === 'unavailable' && <p>{ui.chat.unavailable}</p>}
              {m.kind === 'greeting' && knowledge && (
                <>
                  <Paragraphs text={knowledge.greeting} />
                  <div className="chat-suggestions" role="group" aria-label={chatUi.suggestions}>
                    {knowledge.suggestions.map((s) => (
                      <button key={s} type="button" className="chat-suggestion" onClick={() => void ask(s)}>
                        {s}
                      </button>
                    ))}
                  </div>
                </>
              )}
              {m.kind === 'stream' &&
                (m.text ? (
                  <Cited text={m.text} sources={m.sources} onLink={onLink} />
                ) : (
                  <p>{chatUi.typing(assistantName)}</p>
                ))}
              {m.kind === 'reply' && (
                <>
                  <Paragraphs text={m.reply.text} />
                  {m.reply.handoff && knowledge && (
                    <>
                      <ErrorBoundary name="chat lead form" fallback={null}>
                        <Suspense fallback={null}>
                          <LeadForm product={assistantName} idPrefix={`chat-lead-${m.id}`} />
                        </Suspense>
                      </ErrorBoundary>
                      <AnyLink link={knowledge.fallback.contactLink} onLink={onLink} />
                    </>
                  )}
                  <Links
                    links={m.reply.links.filter(
                      (l) => !m.reply.handoff || l.href !== knowledge?.fallback.contactLink.href,
                    )}
                    onLink={onLink}
                  />
                </>
              )}
            </div>
          );
        })}
      </div>

      <form className="chat-panel__form" onSubmit={onSubmit}>
        <label htmlFor={SHELL_IDS.chatInput} className="visually-hidden">
          {chatUi.inputLabel(assistantName)}
        </label>
        <input
          ref={input}
          id={SHELL_IDS.chatInput}
          className="chat-panel__input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={MAX_MESSAGE}
          aria-describedby={draft.length >= COUNTER_FROM ? SHELL_IDS.chatCounter : undefined}
          placeholder={chatUi.placeholder}
          value={draft}
          disabled={!index}
          onChange={(e) => setDraft(e.target.value)}
        />
        {busy && endpoint ? (
          <button
            type="button"
            className="chat-panel__send chat-panel__stop"
            aria-label={chatUi.stop}
            onClick={() => answering.current?.abort()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
            </svg>
          </button>
        ) : (
          <button type="submit" className="chat-panel__send" aria-label={chatUi.send} disabled={!draft.trim() || busy}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M4 12l16-8-6 16-2.5-6.5z" fill="currentColor" />
            </svg>
          </button>
        )}
        {draft.length >= COUNTER_FROM && (
          <p id={SHELL_IDS.chatCounter} className="chat-panel__counter">
            {chatUi.counter(draft.length, MAX_MESSAGE)}
          </p>
        )}
      </form>
    </div>
  );
}
