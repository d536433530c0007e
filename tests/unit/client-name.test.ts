// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientNameFromFile } from '../../src/lib/client-name';

describe('clientNameFromFile', () => {
  it.each([
    ['/images/clients/cantine-colle-alto.svg', 'Cantine Colle Alto'],
    ['/images/clients/comune-di-roccaverde.svg', 'Comune di Roccaverde'],
    ['/images/clients/accademia-delle-arti-digitali.svg', 'Accademia delle Arti Digitali'],
    ['/images/clients/hotel-belvedere-sul-lago.svg', 'Hotel Belvedere sul Lago'],
    ['/images/clients/agriturismo-la-quercia-grande.svg', 'Agriturismo la Quercia Grande'],
    ['/images/clients/sistemi-integrati-ict-srl.svg', 'Sistemi Integrati ICT S.r.l.'],
    ['/images/clients/mercato-digitale-spa.png', 'Mercato Digitale S.p.A.'],
    ['la-bottega-del-gusto.webp', 'La Bottega del Gusto'],
    ['/images/clients/Museo_Civico.svg', 'Museo Civico'],
  ])('%s → %s', (file, name) => {
    expect(clientNameFromFile(file)).toBe(name);
  });

  it('gives every shipped client logo a distinct name', () => {
    const files = fs.readdirSync(path.resolve('src/public/images/clients'));
    expect(files).toHaveLength(18);
    const names = files.map((f) => clientNameFromFile(`/images/clients/${f}`));
    expect(new Set(names).size).toBe(18);
    for (const n of names) expect(n).toMatch(/^[A-Z]/);
  });
});
