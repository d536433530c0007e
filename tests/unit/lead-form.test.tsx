import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadForm } from '../../src/ui/LeadForm';
import { ui } from '../../src/i18n/it';

function deferred() {
  let resolve!: (r: Response) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<Response>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(product?: string) {
  const pending = deferred();
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => pending.promise);
  vi.stubGlobal('fetch', fetchMock);
  render(<LeadForm product={product} idPrefix="t" />);
  const input = screen.getByRole('textbox', { name: ui.lead.emailLabel });
  const button = screen.getByRole('button', { name: ui.lead.submit });
  return { pending, fetchMock, input, button, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('LeadForm', () => {
  it('is disabled while empty, posts {email, product} trimmed and lower-cased, shows a spinner, then thanks', async () => {
    const { pending, fetchMock, input, button, user } = setup('RunVoice');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(button).toBeDisabled();
    await user.type(input, '  Mario.Rossi@Azienda.IT ');
    expect(button).toBeEnabled();
    await user.click(button);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/leads');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'mario.rossi@azienda.it', product: 'RunVoice' });
    // submitting: disabled, spinner + announced text instead of the label
    const busy = screen.getByRole('button', { name: ui.lead.submitting });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('.spinner')).not.toBeNull();

    await act(async () => pending.resolve(new Response(null, { status: 500 })));
    expect(await screen.findByRole('status')).toHaveTextContent(ui.lead.thanks);
    // A 500 reached no one: the lead waits in the outbox for the next page load.
    expect(JSON.parse(localStorage.getItem('runsite:lead-outbox') ?? '[]')).toMatchObject([{ body: { email: 'mario.rossi@azienda.it', product: 'RunVoice' }, attempts: 1 }]);
    localStorage.clear();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('defaults the product to Generic', async () => {
    const { pending, fetchMock, input, user } = setup();
    await user.type(input, 'a@b.it{Enter}');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ email: 'a@b.it', product: 'Generic' });
    await act(async () => pending.resolve(new Response('ok')));
  });

  it('a network failure keeps the form and the typed address, and allows a retry', async () => {
    const { pending, fetchMock, input, user } = setup('RunTip');
    await user.type(input, 'anna@esempio.it');
    await user.click(screen.getByRole('button', { name: ui.lead.submit }));
    await act(async () => pending.reject(new TypeError('Failed to fetch')));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('textbox', { name: ui.lead.emailLabel })).toHaveValue('anna@esempio.it');
    const retry = screen.getByRole('button', { name: ui.lead.submit });
    expect(retry).toBeEnabled();
    await user.click(retry);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('double submits send exactly one request', async () => {
    const { pending, fetchMock, input, button, user } = setup('RunPlay');
    await user.type(input, 'luca@esempio.it');
    const form = button.closest('form')!;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await user.click(screen.getByRole('button'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve(new Response(null)));
  });

  it('a filled honeypot sends nothing but shows the thank-you state', async () => {
    const { fetchMock, input, button, user } = setup('RunVoice');
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(trap, 'http://spam.example');
    await user.type(input, 'bot@spam.example');
    await user.click(button);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(ui.lead.thanks);
  });
});
