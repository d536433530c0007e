/**
 * Makes `vite preview` behave like a static host: "/chi-siamo" and
 * "/chi-siamo/" serve dist/chi-siamo/index.html, unknown paths get
 * dist/404.html with status 404 (plain vite preview would answer with the
 * home page and 200).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { parseNetlifyHeaders } from './security-headers';

export function staticHostPlugin(outDir: string, extra: Connect.NextHandleFunction[] = []): Plugin {
  return {
    name: 'runsite:static-host',
    configurePreviewServer(server) {
      // The same security headers a static host gets from dist/_headers, on every response.
      const headersFile = path.join(outDir, '_headers');
      const headers = fs.existsSync(headersFile) ? parseNetlifyHeaders(fs.readFileSync(headersFile, 'utf8')) : {};
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
      for (const handler of extra) server.middlewares.use(handler);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const url = new URL(req.url ?? '/', 'http://localhost');
        const pathname = decodeURIComponent(url.pathname);
        if (path.extname(pathname)) return next(); // assets, sitemap.xml, robots.txt…
        const file = path.join(outDir, pathname, 'index.html');
        const inside = file.startsWith(outDir + path.sep);
        const found = inside && fs.existsSync(file);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        if (found) {
          res.statusCode = 200;
          res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(file));
        } else {
          res.statusCode = 404;
          res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(path.join(outDir, '404.html')));
        }
      });
    },
  };
}
