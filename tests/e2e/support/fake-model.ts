/**
 * A small OpenAI-compatible model server on 127.0.0.1 that streams SSE chunks: the chat's model mode is
 * tested against it (the preview server in chat-model.spec.ts, the Worker in cloudflare.spec.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ModelMode = 'ok' | 'break' | 'flood' | 'trickle';

export interface FakeModel {
  /** The base URL to set as CHAT_LLM_URL. */
  url: string;
  mode: ModelMode;
  /** The requests it got, parsed. */
  requests: { model: string; stream: boolean; messages: { role: string; content: string }[] }[];
  /** Responses not closed yet (a request the chat handler aborted closes its response). */
  open: number;
  close(): void;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content }, finish_reason: null }] })}\n\n`;

/** The model's answer: a streamed reply, a connection cut mid-answer, a 20 MB flood or a trickle without end. */
async function reply(model: FakeModel, res: http.ServerResponse) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream' });
  if (model.mode === 'flood') {
    let left = 20 * 1024 * 1024;
    const piece = chunk('parola ').repeat(200);
    const pump = () => {
      while (left > 0 && !res.destroyed) {
        left -= piece.length;
        if (!res.write(piece)) return void res.once('drain', pump);
      }
      if (!res.destroyed) res.end('data: [DONE]\n\n');
    };
    pump();
    return;
  }
  if (model.mode === 'trickle') {
    const timer = setInterval(() => res.write(chunk('parola ')), 200);
    res.once('close', () => clearInterval(timer));
    return;
  }
  const pause = () => new Promise((r) => setTimeout(r, 150));
  res.write(chunk('RunVoice ha tre versioni: '));
  await pause();
  if (model.mode === 'break') {
    res.socket?.destroy(); // the model server goes away mid-answer
    return;
  }
  res.write(chunk('Easy, Standard e Pro [1]. '));
  await pause();
  res.write(chunk('Pro aggiunge il dialogo naturale [1].'));
  res.end(`data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`);
}

export async function startFakeModel(): Promise<FakeModel> {
  const model: FakeModel = { url: '', mode: 'ok', requests: [], open: 0, close: () => server.close() };
  const server = http.createServer((req, res) => {
    model.open += 1;
    res.once('close', () => (model.open -= 1));
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      model.requests.push(JSON.parse(body) as FakeModel['requests'][number]);
      void reply(model, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  model.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return model;
}
