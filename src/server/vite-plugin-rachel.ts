/**
 * Serves Rachel's validated knowledge as "virtual:rachel". Only the lazily
 * loaded chat panel imports it, so its text stays out of the initial bundle.
 * Placeholders such as `{siteName}` and `{email}` become the values from
 * site.json (src/engine/site-values.ts), at build time.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { formatError, loadContent, RACHEL_FILE } from '../engine/content';
import { fillSiteValues } from '../engine/site-values';

const VIRTUAL_ID = 'virtual:rachel';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function rachelPlugin(root: string): Plugin {
  const file = path.join(root, RACHEL_FILE);
  return {
    name: 'runsite:rachel',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { site, rachel, errors } = loadContent(root);
      if (errors.length) throw new Error(`pages-config/ is invalid:\n${errors.map(formatError).join('\n')}`);
      if (!site || !rachel) throw new Error(`${RACHEL_FILE} is missing: the built-in chat needs it`);
      const json = JSON.stringify(rachel, (_key, value: unknown) => (typeof value === 'string' ? fillSiteValues(value, site) : value));
      return `export const knowledge = ${json};\n`;
    },
    configureServer(server) {
      server.watcher.add(file);
      server.watcher.on('change', (changed) => {
        if (changed !== file) return;
        const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
