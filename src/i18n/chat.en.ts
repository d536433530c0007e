import type { ChatStrings } from './chat.it';

export const chatUi: ChatStrings = {
  title: (name: string) => name,
  subtitle: 'AI assistant · answers right away',
  close: 'Close the chat',
  log: (name: string) => `Conversation with ${name}`,
  inputLabel: (name: string) => `Type your question for ${name}`,
  placeholder: 'Type a question…',
  send: 'Send the question',
  stop: 'Stop the answer',
  suggestions: 'Suggested questions',
  you: 'You',
  counter: (n: number, max: number) => `${n.toLocaleString('en-GB')} of ${max.toLocaleString('en-GB')} characters`,
  sources: 'Sources',
  source: (n: number, label: string) => `Source ${n}: ${label}`,
  typing: (name: string) => `${name} is typing…`,
};
