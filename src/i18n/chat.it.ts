/**
 * The chat panel's labels: they load with the panel when the visitor opens
 * the chat (shell/chat/ChatBubble.tsx), not with every page. The assistant's
 * name is content (its chat knowledge's assistantName): useSite().assistantName.
 */
export const chatUi = {
  title: (name: string) => name,
  subtitle: 'Assistente AI · risponde subito',
  close: 'Chiudi la chat',
  log: (name: string) => `Conversazione con ${name}`,
  inputLabel: (name: string) => `Scrivi la tua domanda a ${name}`,
  placeholder: 'Scrivi una domanda…',
  send: 'Invia la domanda',
  /** Ends the answer being written, keeping what arrived (model mode). */
  stop: 'Interrompi la risposta',
  suggestions: 'Domande suggerite',
  you: 'Tu',
  /** Shown under the field as the message nears the limit, so nothing is cut silently. */
  counter: (n: number, max: number) => `${n.toLocaleString('it-IT')} di ${max.toLocaleString('it-IT')} caratteri`,
  sources: 'Fonti',
  source: (n: number, label: string) => `Fonte ${n}: ${label}`,
  typing: (name: string) => `${name} sta scrivendo…`,
};

export type ChatStrings = typeof chatUi;
