/** Build and static preview of the site for the benchmarks (child processes that are always stopped). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { CHROMIUM_ARGS } from '../chromium';

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export function buildSite(outDir: string, env: NodeJS.ProcessEnv = {}): number {
  const started = performance.now();
  const r = spawnSync('npm', ['run', '-s', 'build'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env, RUNSITE_OUT_DIR: outDir },
  });
  if (r.status !== 0) throw new Error(`build into ${outDir} failed (exit ${r.status})`);
  return performance.now() - started;
}

/** A process started in its own group, so stop() also ends npm's children (vite, chromium helpers). */
export interface Running {
  child: ChildProcess;
  /** Sends a signal to the whole group now (synchronous: usable in an 'exit' handler). */
  signal(sig: NodeJS.Signals): void;
  /** SIGTERM to the group, SIGKILL after 5 s; resolves once the process has exited. */
  stop(): Promise<void>;
}

export function startGroup(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Running {
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const signal = (sig: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined && alive()) process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  return {
    child,
    signal,
    async stop() {
      if (!alive()) return;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function startPreview(outDir: string, port: number): Promise<Running & { origin: string }> {
  const origin = `http://127.0.0.1:${port}`;
  const server = startGroup('npm', ['run', '-s', 'preview', '--', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    RUNSITE_OUT_DIR: outDir,
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  });
  let log = '';
  server.child.stdout?.on('data', (d: Buffer) => (log += d));
  server.child.stderr?.on('data', (d: Buffer) => (log += d));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/`)).ok) return { ...server, origin };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await server.stop();
  throw new Error(`preview server on port ${port} did not start:\n${log}`);
}

/** Chromium with a DevTools port for Lighthouse (a fresh profile in a temp folder). */
export async function startChrome(chromePath: string, userDataDir: string): Promise<Running & { port: number }> {
  const chrome = startGroup(chromePath, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank']);
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not start:\n${err}`)), 20_000);
    chrome.child.stderr?.on('data', (d: Buffer) => {
      err += d;
      const m = err.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    chrome.child.on('exit', (code) => reject(new Error(`chromium exited (${code}):\n${err}`)));
  }).catch(async (e: unknown) => {
    await chrome.stop();
    throw e;
  });
  return { ...chrome, port };
}
