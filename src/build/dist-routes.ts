/** The prerendered documents of a build folder, shared by the link check, the budgets and the e2e suite. */
import fs from 'node:fs';
import path from 'node:path';

export interface BuiltRoute {
  /** "/", "/chi-siamo", …, and "/404.html", "/en/404.html" for the not-found pages. */
  route: string;
  /** Absolute path of its HTML file. */
  file: string;
}

/** Every prerendered document under outDir: `/` + one route per folder with an index.html, plus each 404.html (one per language). */
export function listRoutes(outDir: string): BuiltRoute[] {
  const routes: BuiltRoute[] = [];
  const walk = (dir: string) => {
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, d.name);
      if (d.isDirectory()) walk(abs);
      else if (d.name === 'index.html' || d.name === '404.html') {
        const rel = path.relative(outDir, dir).split(path.sep).join('/');
        const folder = rel ? `/${rel}` : '';
        routes.push({ route: d.name === '404.html' ? `${folder}/404.html` : folder || '/', file: abs });
      }
    }
  };
  walk(outDir);
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}
