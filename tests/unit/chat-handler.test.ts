// @vitest-environment node
/**
 * POST /api/chat against a small fake OpenAI-compatible server on 127.0.0.1
 * that streams SSE chunks (or breaks off mid-answer).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localeOfPath } from '../../schemas/locale';
import {
  createChatHandler,
  envConfig,
  indexFor,
  MAX_INPUT_CHARS,
  systemPrompt,
  type ChatConfig,
} from '../../src/server/chat-handler';
import { loadChatIndex, loadChatIndexes } from '../../src/build/vite-plugin-chat-index';
import { askModel, historyOf, MAX_ANSWER_CHARS as BROWSER_MAX } from '../../src/shell/chat/model';
import { readSse } from '../../src/lib/chat/sse';
import { must } from '../support/must';
import { resolvePaths } from '../../src/build/paths';

const { contentRoot } = resolvePaths();

const index = loadChatIndex(contentRoot);
let upstream: http.Server;
let base = '';
let mode: 'ok' | 'break' | 'fail' = 'ok';
const received: {
  model: string;
  stream: boolean;
  max_tokens: number;
  messages: { role: string; content: string }[];
}[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body) as (typeof received)[number]);
      if (mode === 'fail') {
        res.writeHead(500).end('{"error":"boom"}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const chunk = (content: string) =>
        `data: ${JSON.stringify({ choices: [{ delta: { content }, finish_reason: null }] })}\n\n`;
      res.write(chunk('RunVoice ha tre versioni: '));
      if (mode === 'break') {
        // Headers and the first words are out; then the connection drops.
        setTimeout(() => res.socket?.destroy(), 100);
        return;
      }
      res.write(chunk('Easy, Standard e Pro [1].'));
      res.write(`data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => upstream.close(() => r())));

const handler = (extra: Partial<ChatConfig> = {}) =>
  createChatHandler({ index: () => index, llmUrl: base, model: 'fake-model', maxTokens: 300, ...extra });

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://127.0.0.1:4280/api/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:4280', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function events(res: Response) {
  const out: { event?: string; data: string }[] = [];
  await readSse(must(res.body, 'response body'), (e) => out.push({ event: e.event, data: e.data }));
  return out;
}

const question = { messages: [{ role: 'user', content: 'Quali versioni ha RunVoice?' }] };

describe('POST /api/chat (model mode)', () => {
  it('sends stream: true, the model, max_tokens and the passages about the question, then streams the answer with its sources', async () => {
    mode = 'ok';
    const res = await handler()(post(question));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const evs = await events(res);
    const sent = received[received.length - 1];
    expect(sent).toMatchObject({ model: 'fake-model', stream: true, max_tokens: 300 });
    const system = sent.messages[0];
    expect(system.role).toBe('system');
    for (const v of ['Easy', 'Standard', 'Pro', '[1]', 'Cita', 'non ho questa informazione'])
      expect(system.content).toContain(v);
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'Quali versioni ha RunVoice?' });

    const sources = JSON.parse(
      must(
        evs.find((e) => e.event === 'sources'),
        'sources event',
      ).data,
    ) as { n: number; href: string }[];
    expect(sources[0]).toMatchObject({ n: 1, href: '/prodotti/runvoice#versioni' });
    const text = evs
      .filter((e) => !e.event)
      .map((e) => (JSON.parse(e.data) as { delta: string }).delta)
      .join('');
    expect(text).toBe('RunVoice ha tre versioni: Easy, Standard e Pro [1].');
    expect(evs.at(-1)?.event).toBe('done');
  });

  it('ends with an error event when the model breaks off mid-answer, and 502 when it fails', async () => {
    mode = 'break';
    const evs = await events(await handler()(post(question)));
    expect(evs, JSON.stringify(evs)).not.toEqual([]);
    expect(evs.at(-1)?.event).toBe('error');
    mode = 'fail';
    const res = await handler()(post(question));
    expect(res.status).toBe(502);
    expect(await res.text()).not.toMatch(/\/work|at .*\.ts/);
  });

  it('answers from the index of the page’s locale: English passages, instructions and contact link for "en"', async () => {
    mode = 'ok';
    const indexes = loadChatIndexes(contentRoot);
    const h = handler({ index: indexFor(indexes) });
    const res = await h(
      post({ messages: [{ role: 'user', content: 'Which versions does RunVoice have?' }], locale: 'en' }),
    );
    expect(res.status).toBe(200);
    const sources = JSON.parse(
      must(
        (await events(res)).find((e) => e.event === 'sources'),
        'sources',
      ).data,
    ) as {
      href: string;
    }[];
    expect(sources.length).toBeGreaterThan(0);
    expect(
      sources.every((s) => localeOfPath(s.href.split('#')[0]) === 'en'),
      JSON.stringify(sources),
    ).toBe(true);
    expect(sources[0].href).toBe('/en/products/runvoice#versioni');
    const system = received[received.length - 1].messages[0].content;
    expect(system).toMatch(/^You are Rachel, this website's AI assistant/);
    expect(system).toContain(`from the page ${must(indexes.en, 'en index').knowledge.fallback.contactLink.href}`);
    expect(system).not.toContain('/contatti');

    // No locale: Italian, as before; the Italian contact link comes from the Italian knowledge.
    await events(await h(post(question)));
    const italian = received[received.length - 1].messages[0].content;
    expect(italian).toMatch(/^Sei Rachel/);
    expect(italian).toContain(`dalla pagina ${index.knowledge.fallback.contactLink.href}`);
  });

  it('refuses an unknown locale with 400', async () => {
    const res = await handler()(post({ ...question, locale: 'fr' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'locale must be one of it, en' });
  });

  it('answers 503 without CHAT_LLM_URL, and says which variable to set', async () => {
    const res = await handler({ llmUrl: undefined })(post(question));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'the language model is not configured (CHAT_LLM_URL)' });
  });

  it('refuses what it should not take, with the right status', async () => {
    const h = handler({ rateLimit: 100 });
    expect((await h(new Request('http://127.0.0.1:4280/api/chat'))).status).toBe(405);
    expect((await h(post('{nope'))).status).toBe(400);
    expect((await h(post({ messages: [{ role: 'system', content: 'x' }] }))).status).toBe(400);
    expect((await h(post({ messages: [{ role: 'user', content: 'x'.repeat(MAX_INPUT_CHARS + 1) }] }))).status).toBe(
      413,
    );
    expect((await h(post(question, { 'Content-Type': 'text/plain' }))).status).toBe(415);
    expect((await h(post(question, { Origin: 'https://evil.example' }))).status).toBe(403);
    expect((await h(post(question, { Origin: 'null' }))).status).toBe(403);
    const noOrigin = new Request('http://127.0.0.1:4280/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(question),
    });
    expect((await h(noOrigin)).status).toBe(403);
  });

  it('rate-limits each client', async () => {
    mode = 'ok';
    const h = handler({ rateLimit: 2 });
    const ip = { clientAddress: '203.0.113.7' };
    expect((await h(post(question), ip)).status).toBe(200);
    expect((await h(post(question), ip)).status).toBe(200);
    const third = await h(post(question), ip);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await h(post(question), { clientAddress: '203.0.113.8' })).status).toBe(200);
  });

  it('logs no message content', async () => {
    mode = 'ok';
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m));
    const secret = 'Il mio codice cliente è 4242, quanto costa RunVoice?';
    await events(await handler()(post({ messages: [{ role: 'user', content: secret }] })));
    mode = 'break';
    await events(await handler()(post({ messages: [{ role: 'user', content: secret }] })));
    for (const spy of spies) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain('4242');
      spy.mockRestore();
    }
  });
});

describe('the chat in the browser, model mode (askModel)', () => {
  let site: http.Server;
  let url = '';
  let behaviour: 'silent' | 'missing' | 'ok' | 'flood' | 'trickle' = 'ok';
  let posted: unknown;
  beforeAll(async () => {
    site = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      // Answer once the whole request is in: the test reads what was posted.
      req.on('end', () => {
        posted = JSON.parse(body || 'null');
        if (behaviour === 'missing') return void res.writeHead(404).end('not found');
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write('event: sources\ndata: []\n\n');
        if (behaviour === 'silent') return; // headers, then nothing: no first token
        if (behaviour === 'flood') {
          // 20,000 small deltas in one go: a panel re-rendered per delta froze the tab.
          res.end('data: {"delta":"abcde "}\n\n'.repeat(20_000) + 'event: done\ndata: {}\n\n');
          return;
        }
        if (behaviour === 'trickle') {
          const timer = setInterval(() => res.write('data: {"delta":"parola "}\n\n'), 50);
          res.once('close', () => clearInterval(timer));
          return;
        }
        res.end('data: {"delta":"Ciao"}\n\nevent: done\ndata: {}\n\n');
      });
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/chat`;
  });
  afterAll(() => {
    site.closeAllConnections();
    return new Promise<void>((r) => site.close(() => r()));
  });

  const cb = () => ({ onSources: vi.fn(), onText: vi.fn() });
  const q = [{ role: 'user' as const, content: 'ciao' }];

  it("resolves with the streamed text, having posted the page's language with the conversation", async () => {
    behaviour = 'ok';
    const c = cb();
    expect(await askModel(url, 'en', q, c)).toBe('done');
    expect(c.onText).toHaveBeenLastCalledWith('Ciao');
    expect(posted).toEqual({ locale: 'en', messages: q });
  });

  it('hands a flood of deltas to the panel a few times, not per delta, and stops at the cap', async () => {
    behaviour = 'flood';
    const c = cb();
    expect(await askModel(url, 'it', q, c)).toBe('cut');
    expect(c.onText.mock.calls.length).toBeLessThan(20);
    const last = c.onText.mock.lastCall?.[0] as string;
    expect(last).toHaveLength(BROWSER_MAX);
  });

  it('keeps what arrived when the visitor presses Stop, and the model request ends', async () => {
    behaviour = 'trickle';
    const c = cb();
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 400);
    expect(await askModel(url, 'it', q, c, { signal: stop.signal })).toBe('cut');
    expect(c.onText.mock.lastCall?.[0]).toMatch(/^(parola )+$/);
  });

  it('sends earlier answers back shortened: a long one cannot make later turns too large', () => {
    const long = 'z'.repeat(5000);
    const turns = historyOf([
      { role: 'user', content: 'domanda' },
      { role: 'assistant', content: long },
      { role: 'user', content: 'y'.repeat(1500) },
    ]);
    expect(turns[1].content.length).toBeLessThanOrEqual(501);
    expect(turns[2].content).toHaveLength(1500);
  });

  it('rejects (so the panel answers built-in) on a missing endpoint or no first token in time', async () => {
    behaviour = 'missing';
    await expect(askModel(url, 'it', q, cb())).rejects.toThrow();
    behaviour = 'silent';
    const started = Date.now();
    await expect(askModel(url, 'it', q, cb(), { timeoutMs: 300 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('the persona is content', () => {
  it("the model is told the knowledge file's assistant name, and nothing in the engine names one", () => {
    const prompt = systemPrompt('Ada', [{ label: 'Ada', href: '/contatti', text: 'RunVoice ha tre versioni.' }]);
    expect(prompt).toMatch(/^Sei Ada, l'assistente AI di questo sito/);
    expect(prompt).not.toMatch(/Rachel/);
    expect(prompt).toContain('[1] Ada (/contatti)\nRunVoice ha tre versioni.');
    const en = systemPrompt('Ada', [], { locale: 'en', contact: '/en/contact' });
    expect(en).toMatch(/^You are Ada, this website's AI assistant/);
    expect(en).toContain('from the page /en/contact');
  });
});

describe('envConfig: the provider settings from the environment', () => {
  it('reads the CHAT_* variables, with no warning', () => {
    const warn = vi.fn();
    const config = envConfig(
      {
        CHAT_LLM_URL: 'http://127.0.0.1:11434/v1/',
        CHAT_LLM_MODEL: 'mistral',
        CHAT_LLM_KEY: 'k1',
        CHAT_LLM_MAX_TOKENS: '250',
        CHAT_RATE_LIMIT: '5',
      },
      warn,
    );
    expect(config).toEqual({
      llmUrl: 'http://127.0.0.1:11434/v1',
      model: 'mistral',
      apiKey: 'k1',
      maxTokens: 250,
      rateLimit: 5,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('has defaults and no model URL when nothing is set', () => {
    expect(envConfig({}, vi.fn())).toEqual({
      llmUrl: undefined,
      model: 'llama3.1',
      apiKey: undefined,
      maxTokens: 400,
      rateLimit: 12,
    });
  });

  it('still reads the old RACHEL_* names, with one warning per old name set', () => {
    const warn = vi.fn();
    const config = envConfig(
      {
        RACHEL_LLM_URL: 'http://127.0.0.1:8000/v1',
        RACHEL_LLM_MODEL: 'old-model',
        RACHEL_LLM_KEY: 'k0',
        RACHEL_LLM_MAX_TOKENS: '100',
        RACHEL_RATE_LIMIT: '3',
      },
      warn,
    );
    expect(config).toEqual({
      llmUrl: 'http://127.0.0.1:8000/v1',
      model: 'old-model',
      apiKey: 'k0',
      maxTokens: 100,
      rateLimit: 3,
    });
    expect(warn.mock.calls.map(([message]) => message as string)).toEqual([
      'RACHEL_LLM_URL is deprecated: set CHAT_LLM_URL',
      'RACHEL_LLM_MODEL is deprecated: set CHAT_LLM_MODEL',
      'RACHEL_LLM_KEY is deprecated: set CHAT_LLM_KEY',
      'RACHEL_LLM_MAX_TOKENS is deprecated: set CHAT_LLM_MAX_TOKENS',
      'RACHEL_RATE_LIMIT is deprecated: set CHAT_RATE_LIMIT',
    ]);
  });

  it('prefers the new name when both are set, and still warns about the old one', () => {
    const warn = vi.fn();
    const config = envConfig({ CHAT_LLM_URL: 'http://new.example/v1', RACHEL_LLM_URL: 'http://old.example/v1' }, warn);
    expect(config.llmUrl).toBe('http://new.example/v1');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('RACHEL_LLM_URL is deprecated: set CHAT_LLM_URL');
  });
});
