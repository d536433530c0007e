import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { knowledge } from 'virtual:rachel';
import type { RachelEntry } from '../../../schemas/rachel';
import { LeadForm } from '../../components/LeadForm';
import { ui } from '../../i18n/it';
import { ChatIcon } from './ChatBubble';
import { createMatcher } from './match';

type Message =
  | { id: number; from: 'user'; text: string }
  | { id: number; from: 'rachel'; kind: 'greeting' }
  | { id: number; from: 'rachel'; kind: 'answer'; entry: RachelEntry }
  | { id: number; from: 'rachel'; kind: 'fallback' };

const byId = new Map(knowledge.entries.map((e) => [e.id, e]));
const suggestions = knowledge.suggestions.flatMap((id) => byId.get(id) ?? []);

function Paragraphs({ text }: { text: string }) {
  return text.split(/\n\s*\n/).map((p, i) => <p key={i}>{p}</p>);
}

function isNarrow() {
  return window.matchMedia('(max-width: 640px)').matches;
}

export default function ChatPanel({ open, focusRequest, onClose }: { open: boolean; focusRequest: number; onClose: () => void }) {
  const match = useMemo(() => createMatcher(knowledge.entries), []);
  const [messages, setMessages] = useState<Message[]>([{ id: 0, from: 'rachel', kind: 'greeting' }]);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open, focusRequest]);

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  function ask(text: string, entry: RachelEntry | undefined) {
    const id = nextId.current;
    nextId.current += 2;
    const reply: Message = entry ? { id: id + 1, from: 'rachel', kind: 'answer', entry } : { id: id + 1, from: 'rachel', kind: 'fallback' };
    setMessages((m) => [...m, { id, from: 'user', text }, reply]);
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    ask(text, match(text));
    setDraft('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  }

  // On a phone the panel covers the page: close it when a link inside navigates.
  const onLink = () => {
    if (isNarrow()) onClose();
  };

  return (
    <div className="chat-panel" role="dialog" aria-labelledby="chat-panel-title" hidden={!open} onKeyDown={onKeyDown}>
      <header className="chat-panel__header">
        <span className="chat-panel__avatar" aria-hidden="true">
          <ChatIcon size={22} />
        </span>
        <div className="chat-panel__heading">
          <h2 id="chat-panel-title">{ui.chat.title}</h2>
          <p>{ui.chat.subtitle}</p>
        </div>
        <button type="button" className="chat-panel__close" aria-label={ui.chat.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </header>

      <div ref={log} className="chat-panel__log" role="log" aria-live="polite" aria-label={ui.chat.log}>
        {messages.map((m) => {
          if (m.from === 'user') {
            return (
              <div key={m.id} className="chat-msg chat-msg--user">
                <span className="visually-hidden">{ui.chat.you}: </span>
                {m.text}
              </div>
            );
          }
          return (
            <div key={m.id} className="chat-msg chat-msg--rachel">
              <span className="visually-hidden">{ui.chat.title}: </span>
              {m.kind === 'greeting' && (
                <>
                  <Paragraphs text={knowledge.greeting} />
                  <div className="chat-suggestions" role="group" aria-label={ui.chat.suggestions}>
                    {suggestions.map((s) => (
                      <button key={s.id} type="button" className="chat-suggestion" onClick={() => ask(s.questions[0], s)}>
                        {s.questions[0]}
                      </button>
                    ))}
                  </div>
                </>
              )}
              {m.kind === 'answer' && (
                <>
                  <Paragraphs text={m.entry.answer} />
                  {m.entry.links.length > 0 && (
                    <ul className="chat-links">
                      {m.entry.links.map((l) => (
                        <li key={l.href + l.label}>
                          {l.href.startsWith('/') ? (
                            <Link to={l.href} onClick={onLink}>
                              {l.label}
                            </Link>
                          ) : (
                            <a href={l.href} target="_blank" rel="noopener noreferrer">
                              {l.label}
                            </a>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              )}
              {m.kind === 'fallback' && (
                <>
                  <Paragraphs text={knowledge.fallback.text} />
                  <LeadForm product="Rachel" idPrefix={`chat-lead-${m.id}`} />
                  <Link className="chat-contact" to={knowledge.fallback.contactLink.href} onClick={onLink}>
                    {knowledge.fallback.contactLink.label}
                  </Link>
                </>
              )}
            </div>
          );
        })}
      </div>

      <form className="chat-panel__form" onSubmit={onSubmit}>
        <label htmlFor="chat-panel-input" className="visually-hidden">
          {ui.chat.inputLabel}
        </label>
        <input
          ref={input}
          id="chat-panel-input"
          className="chat-panel__input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={300}
          placeholder={ui.chat.placeholder}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="chat-panel__send" aria-label={ui.chat.send} disabled={!draft.trim()}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 12l16-8-6 16-2.5-6.5z" fill="currentColor" />
          </svg>
        </button>
      </form>
    </div>
  );
}
