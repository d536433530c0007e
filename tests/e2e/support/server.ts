/** Starts an extra `vite preview` for tests that need their own data file or build. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../../src/build/cli/bench/server';
import { resolvePaths } from '../../../src/build/paths';

export const { repoRoot } = resolvePaths();

export { freePort };

export interface Preview {
  url: string;
  stop(): void;
  /** What the server wrote on stderr so far. */
  stderr(): string;
}

/** Serves `outDir` (default: the suite's RUNSITE_OUT_DIR) with extra env, resolves once it answers. */
export async function startPreview(env: Record<string, string>, timeoutMs = 30_000): Promise<Preview> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    path.join(repoRoot, 'node_modules/.bin/vite'),
    ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: repoRoot,
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop, stderr: () => stderr };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`vite preview did not answer on ${url} within ${timeoutMs} ms`);
}
