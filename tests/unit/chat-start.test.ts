import { afterEach, describe, expect, it, vi } from 'vitest';
import { startChat } from '../../src/shell/chat/start';

const mountChat = vi.hoisted(() => vi.fn());
vi.mock('../../src/shell/chat/ChatController', () => ({ mountChat }));

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.restoreAllMocks();
  mountChat.mockClear();
  vi.useRealTimers();
});

function bubble() {
  document.body.innerHTML =
    '<button type="button" class="chat-bubble" data-chat-bubble aria-expanded="false">Rachel</button>';
  return document.querySelector('button') as HTMLButtonElement;
}

describe('the chat on a new page', () => {
  it("opens again when the visitor left it open, in a task after the boot's (a tab's first storage read is slow)", async () => {
    vi.useFakeTimers();
    const button = bubble();
    sessionStorage.setItem('runsite:chat-open', '1');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    startChat();
    expect(read).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await vi.runAllTimersAsync();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(sessionStorage.getItem('runsite:chat-open')).toBeNull();
    // With the panel already loading, started by the same click.
    expect(mountChat).toHaveBeenCalledWith(button, undefined, expect.any(Promise));
  });

  it('stays closed when it was closed', async () => {
    vi.useFakeTimers();
    const button = bubble();
    startChat();
    await vi.runAllTimersAsync();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(mountChat).not.toHaveBeenCalled();
  });
});

describe('the chat bubble under a pointer', () => {
  it('starts loading the panel when a finger comes down on it, or a mouse rests on it, before any click', async () => {
    vi.useFakeTimers();
    const loads = vi.spyOn(await import('../../src/shell/chat/load-panel'), 'loadPanel');
    const button = bubble();
    startChat();
    // A mouse passing over it: nothing.
    button.dispatchEvent(new Event('pointerenter'));
    await vi.advanceTimersByTimeAsync(40);
    button.dispatchEvent(new Event('pointerleave'));
    await vi.advanceTimersByTimeAsync(200);
    expect(loads).not.toHaveBeenCalled();
    // Resting on it: loading, once, and the panel is not open.
    button.dispatchEvent(new Event('pointerenter'));
    await vi.advanceTimersByTimeAsync(100);
    button.dispatchEvent(new Event('pointerdown'));
    expect(loads).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(mountChat).not.toHaveBeenCalled();
  });
});
