import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadForm } from '../../src/ui/LeadForm';
import { ui } from '../../src/i18n/it';
import { must } from '../support/must';
import { sentJson } from '../../stories/fetch';

function deferred() {
  let resolve!: (r: Response) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<Response>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Settles the pending request inside act() and waits for it, so React renders what follows from it. */
async function settle(pending: ReturnType<typeof deferred>, outcome: Response | Error) {
  await act(async () => {
    if (outcome instanceof Response) pending.resolve(outcome);
    else pending.reject(outcome);
    await pending.promise.catch(() => undefined);
  });
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
    expect(sentJson(init)).toEqual({ email: 'mario.rossi@azienda.it', product: 'RunVoice' });
    // submitting: disabled, spinner + announced text instead of the label
    const busy = screen.getByRole('button', { name: ui.lead.submitting });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('.spinner')).not.toBeNull();

    await settle(pending, new Response(null, { status: 500 }));
    expect(await screen.findByRole('status')).toHaveTextContent(ui.lead.thanks);
    // A 500 reached no one: the lead waits in the outbox for the next page load.
    expect(JSON.parse(localStorage.getItem('runsite:lead-outbox') ?? '[]')).toMatchObject([
      { body: { email: 'mario.rossi@azienda.it', product: 'RunVoice' }, attempts: 1 },
    ]);
    localStorage.clear();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('defaults the product to Generic', async () => {
    const { pending, fetchMock, input, user } = setup();
    await user.type(input, 'a@b.it{Enter}');
    expect(sentJson(fetchMock.mock.calls[0][1])).toEqual({ email: 'a@b.it', product: 'Generic' });
    await settle(pending, new Response('ok'));
  });

  it('a network failure keeps the form and the typed address, and allows a retry', async () => {
    const { pending, fetchMock, input, user } = setup('RunTip');
    await user.type(input, 'anna@esempio.it');
    await user.click(screen.getByRole('button', { name: ui.lead.submit }));
    await settle(pending, new TypeError('Failed to fetch'));
    expect(screen.queryByRole('status')).toBeNull();
    // Said, without inviting a second copy: it may have arrived.
    expect(screen.getByRole('alert')).toHaveTextContent(ui.lead.failed);
    expect(ui.lead.failed).toMatch(/potrebbe esserci arrivata/);
    expect(screen.getByRole('textbox', { name: ui.lead.emailLabel })).toHaveValue('anna@esempio.it');
    const retry = screen.getByRole('button', { name: ui.lead.submit });
    expect(retry).toBeEnabled();
    await user.click(retry);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks the address with the endpoint’s schema: a typo’d one shows the message at the field and sends nothing', async () => {
    const { fetchMock, input, user } = setup('RunVoice');
    await user.type(input, 'mario@gmail{Enter}');
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Inserisci un indirizzo e-mail valido, per esempio nome@azienda.it');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/indirizzo e-mail valido/);
    expect(input).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
    // Fixed, it goes.
    await user.clear(input);
    await user.type(input, 'mario@gmail.com{Enter}');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('a permanent refusal (400) is said at the field, not thanked and not kept for a retry', async () => {
    const { pending, input, user } = setup('RunTip');
    await user.type(input, 'anna@esempio.it{Enter}');
    await settle(pending, new Response('{}', { status: 400 }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(ui.lead.refused);
    expect(input).toHaveValue('anna@esempio.it');
    expect(localStorage.getItem('runsite:lead-outbox')).toBeNull();
  });

  it.each([408, 429, 503])('a passing refusal (%i) thanks and keeps the lead for a retry', async (status) => {
    const { pending, input, user } = setup('RunTip');
    await user.type(input, 'anna@esempio.it{Enter}');
    await settle(pending, new Response(null, { status }));
    expect(screen.getByRole('status')).toHaveTextContent(ui.lead.thanks);
    expect(JSON.parse(localStorage.getItem('runsite:lead-outbox') ?? '[]')).toHaveLength(1);
    localStorage.clear();
  });

  it('is a real POST to the endpoint, sendable before its code runs, in the page’s language', () => {
    setup('RunPlay');
    const form = must(document.querySelector('form'), 'form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/leads');
    expect(form.querySelector('input[name="locale"]')).toHaveValue('it');
    expect(form.querySelector('input[name="product"]')).toHaveValue('RunPlay');
  });

  it('double submits send exactly one request', async () => {
    const { pending, fetchMock, input, button, user } = setup('RunPlay');
    await user.type(input, 'luca@esempio.it');
    const form = must(button.closest('form'), 'form');
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await user.click(screen.getByRole('button'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await settle(pending, new Response(null));
  });

  it('a filled honeypot sends nothing but shows the thank-you state', async () => {
    const { fetchMock, input, button, user } = setup('RunVoice');
    const trap = must(document.querySelector<HTMLInputElement>('input[name="website"]'), 'honeypot field');
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
