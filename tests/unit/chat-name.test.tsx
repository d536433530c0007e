/**
 * Issue 16 point 6: the assistant's name is content (its chat knowledge's assistantName), not an
 * interface string. The bubble is prerendered, so it reads the name from the edition's site values.
 */
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteCatalog, uiCatalog } from '../../src/i18n/catalogs';
import { LocaleProvider } from '../../src/lib/locale';
import { ChatBubble } from '../../src/shell/chat/ChatBubble';

beforeAll(async () => {
  await Promise.all([uiCatalog.load('it'), uiCatalog.load('en'), siteCatalog.load('it'), siteCatalog.load('en')]);
});

describe('the chat bubble names the assistant from the content', () => {
  it('with today\'s knowledge: "Chiedi a Rachel" in Italian, "Ask Rachel" in English', () => {
    const { unmount } = render(<ChatBubble />);
    expect(screen.getByRole('button', { name: 'Chiedi a Rachel' })).toBeInTheDocument();
    unmount();
    render(
      <LocaleProvider locale="en">
        <ChatBubble />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Ask Rachel' })).toBeInTheDocument();
  });

  it('another name in the knowledge changes the label, with no code change', () => {
    const values = siteCatalog.get('it');
    const before = values.assistantName;
    values.assistantName = 'Giulia';
    try {
      render(<ChatBubble />);
      expect(screen.getByRole('button', { name: 'Chiedi a Giulia' })).toBeInTheDocument();
      expect(screen.queryByText(/Rachel/)).toBeNull();
    } finally {
      values.assistantName = before;
    }
  });
});
