/**
 * `npm run deploy:cloudflare [-- --dry-run]` and `npm run deploy:netlify [-- --dry-run]`: builds the site
 * for a deploy with its own endpoints (VITE_LEADS_SAME_ORIGIN=1: the browser posts to /api/leads, the
 * webhook stays a server secret), then bundles the target's functions with what the build knows
 * (SiteData: headers, file list, chat indexes, origins, products). --dry-run stops there and prints what
 * would be uploaded; without it the platform's CLI uploads (wrangler 4 / netlify-cli, Node >= 22).
 * --skip-build bundles an existing dist/ (tests).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import type { SiteData } from '../../server/platforms/site';
import { parseNetlifyHeaders } from '../security-headers';
import { siteProducts } from '../vite-plugin-leads';
import { resolvePaths } from '../paths';
import { loadContent } from '../content';

// Beside the site's output folder: dist-cloudflare/, dist-netlify/functions/ (wrangler.jsonc names the first).
const TARGETS = {
  cloudflare: {
    out: '-cloudflare',
    entries: { worker: 'deploy/cloudflare/worker.ts' },
    platform: 'browser',
    upload: ['npx', 'wrangler@4', 'deploy', '--config', 'deploy/cloudflare/wrangler.jsonc'],
  },
  netlify: {
    out: '-netlify/functions',
    entries: { leads: 'deploy/netlify/functions/leads.ts', chat: 'deploy/netlify/functions/chat.ts' },
    platform: 'node',
    upload: ['npx', 'netlify-cli', 'deploy', '--prod', '--dir', 'dist', '--functions', 'dist-netlify/functions'],
  },
} as const;
type Target = keyof typeof TARGETS;

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'dry-run': { type: 'boolean', default: false }, 'skip-build': { type: 'boolean', default: false } },
});
const target = positionals[0] as Target | undefined;
if (!target || !(target in TARGETS)) {
  console.error(`usage: deploy.ts ${Object.keys(TARGETS).join('|')} [--dry-run] [--skip-build]`);
  process.exit(2);
}
const spec = TARGETS[target];
const paths = resolvePaths();
const { repoRoot: root, outDir: dist } = paths;

if (process.env.VITE_LEAD_WEBHOOK_URL) {
  console.error(
    'VITE_LEAD_WEBHOOK_URL is set: a deploy with its own endpoint keeps the webhook on the server. ' +
      'Unset it and set LEADS_WEBHOOK_URL on the platform (README "Deploy").',
  );
  process.exit(1);
}

if (!args['skip-build']) {
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'src/build/cli/build.ts',
      ...(args['dry-run'] ? [] : ['--release']),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_LEADS_SAME_ORIGIN: '1' },
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Every file under dist/ a visitor may be sent, as "/a/b.html". */
function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = `${prefix}/${e.name}`;
    return e.isDirectory() ? listFiles(path.join(dir, e.name), rel) : [rel];
  });
}

const content = loadContent(paths.contentRoot);
if (!content.site) throw new Error('site.json does not validate: run npm run validate');
const data: SiteData = {
  allowedOrigins: [new URL(content.site.siteUrl).origin],
  products: [...(siteProducts(paths.contentRoot) ?? [])],
  chatIndexes: JSON.parse(fs.readFileSync(path.join(dist, 'chat-indexes.json'), 'utf8')) as SiteData['chatIndexes'],
  headers: parseNetlifyHeaders(fs.readFileSync(path.join(dist, '_headers'), 'utf8')),
  files: listFiles(dist),
};

/** `runsite:site-data` resolves to `data`, so the function needs no file at run time. */
const siteData = (data: SiteData): Plugin => ({
  name: 'runsite-site-data',
  setup(b) {
    b.onResolve({ filter: /^runsite:site-data$/ }, () => ({ path: 'site-data', namespace: 'runsite' }));
    b.onLoad({ filter: /.*/, namespace: 'runsite' }, () => ({ contents: JSON.stringify(data), loader: 'json' }));
  },
});

/** What each function needs of the data: a Netlify Function serves no file, the leads one no chat index. */
function dataFor(entry: string): SiteData {
  if (target === 'cloudflare') return data;
  return { ...data, files: [], chatIndexes: entry === 'chat' ? data.chatIndexes : {} };
}

const outDir = `${dist}${spec.out}`;
fs.rmSync(outDir, { recursive: true, force: true });
for (const [name, file] of Object.entries(spec.entries))
  await build({
    entryPoints: { [name]: path.join(root, file) },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: spec.platform,
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    plugins: [siteData(dataFor(name))],
    logLevel: 'warning',
  });
if (target === 'cloudflare') {
  // wrangler.jsonc names worker.js; the host's own files are not uploaded as assets.
  fs.renameSync(path.join(outDir, 'worker.mjs'), path.join(outDir, 'worker.js'));
  fs.writeFileSync(path.join(dist, '.assetsignore'), '_headers\n_redirects\nchat-indexes.json\n.assetsignore\n');
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
for (const file of fs.readdirSync(outDir)) {
  const bytes = fs.readFileSync(path.join(outDir, file));
  console.log(`${path.relative(root, outDir)}/${file}: ${kib(bytes.length)} (${kib(gzipSync(bytes).length)} gzip)`);
}
console.log(`dist/: ${data.files.length} files`);
if (args['dry-run']) {
  console.log(`dry run: nothing uploaded. To deploy: ${spec.upload.join(' ')}`);
} else {
  const r = spawnSync(spec.upload[0], spec.upload.slice(1), { cwd: root, stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
