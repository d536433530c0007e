/** The prerendered documents of a build folder, shared by the link check, the budgets and the e2e suite. */
import fs from 'node:fs';
import path from 'node:path';

export interface BuiltRoute {
  /** "/", "/chi-siamo", …, and "/404.html" for the not-found page. */
  route: string;
  /** Absolute path of its HTML file. */
  file: string;
}

/** Every prerendered document under outDir: `/` + one route per folder with an index.html, plus 404.html. */
export function listRoutes(outDir: string): BuiltRoute[] {
  const routes: BuiltRoute[] = [];
  const walk = (dir: string) => {
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, d.name);
      if (d.isDirectory()) walk(abs);
      else if (d.name === 'index.html') {
        const rel = path.relative(outDir, dir).split(path.sep).join('/');
        routes.push({ route: `/${rel}`, file: abs });
      }
    }
  };
  walk(outDir);
  const notFound = path.join(outDir, '404.html');
  if (fs.existsSync(notFound)) routes.push({ route: '/404.html', file: notFound });
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}
