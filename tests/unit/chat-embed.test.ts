import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_BUBBLE_SELECTOR, openChat, setChatBubbleSelector } from '../../src/lib/chat';
import { startEmbedChat } from '../../src/shell/chat/start';

afterEach(() => {
  setChatBubbleSelector(CHAT_BUBBLE_SELECTOR);
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('chat provider "embed" (site.json)', () => {
  it('loads the widget script after the page settles, and "Avvia una chat" clicks the widget bubble', () => {
    vi.useFakeTimers();
    startEmbedChat('https://widget.example.com/chat.js', '#widget-bubble');
    expect(document.querySelector('script[src="https://widget.example.com/chat.js"]')).toBeNull();
    vi.advanceTimersByTime(1500);
    expect(document.querySelector('script[src="https://widget.example.com/chat.js"]')).not.toBeNull();

    // The widget draws its bubble; every openChat() (the 'Avvia una chat' buttons) clicks it.
    const bubble = document.createElement('button');
    bubble.id = 'widget-bubble';
    const click = vi.fn();
    bubble.addEventListener('click', click);
    document.body.append(bubble);
    expect(openChat()).toBe(true);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('reports failure when the widget has not drawn its bubble (blocked or offline)', () => {
    startEmbedChat('https://widget.example.com/chat.js', '#widget-bubble');
    expect(openChat()).toBe(false);
  });
});
