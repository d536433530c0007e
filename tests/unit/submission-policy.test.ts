// @vitest-environment node
/** What the lead endpoint stores: safe in a spreadsheet, and true to the site rather than to the client. */
import { describe, expect, it } from 'vitest';
import { createLeadHandler } from '../../src/server/leads';
import type { Submission } from '../../schemas/submissions';
import { PRIVACY_NOTICE_VERSION } from '../../src/i18n/legal-version';
import { siteProducts } from '../../src/build/vite-plugin-leads';
import { contact } from './submission-samples';

function endpoint(products?: ReadonlySet<string>) {
  const stored: Submission[] = [];
  const handle = createLeadHandler({
    store: { append: (s) => Promise.resolve(void stored.push(s)) },
    products,
  });
  const post = (body: unknown) =>
    handle(
      new Request('http://127.0.0.1:4173/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:4173' },
        body: JSON.stringify(body),
      }),
      { clientAddress: '203.0.113.1' },
    );
  return { stored, post };
}

describe('stored submissions', () => {
  it('lose control characters, bidi overrides and line breaks in one-line fields; formulas are neutralised', async () => {
    const { stored, post } = endpoint();
    const res = await post({
      ...contact,
      firstName: 'Giu\u0000lia\u001b[31m',
      lastName: '=HYPERLINK("https://evil.example","Bianchi")',
      company: 'Comune\r\ndi\u202eRoccaverde',
      message: '+Prima riga\r\nseconda\triga\u2066',
    });
    expect(res.status).toBe(201);
    expect(stored[0]).toMatchObject({
      firstName: 'Giulia[31m',
      lastName: '\'=HYPERLINK("https://evil.example","Bianchi")',
      company: 'Comune diRoccaverde',
      message: "'+Prima riga\nseconda riga",
    });
  });

  it('record the privacy notice this build shows, whatever the client says', async () => {
    const { stored, post } = endpoint();
    await post({ ...contact, privacyNoticeVersion: '1999-01-01' });
    expect(stored[0]).toMatchObject({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
  });

  it('take only the products the site sends, when the server knows them', async () => {
    const { stored, post } = endpoint(new Set(['RunVoice', 'Generic']));
    expect((await post({ email: 'a@esempio.it', product: 'RunVoice' })).status).toBe(201);
    const forged = await post({ email: 'a@esempio.it', product: 'Offerta speciale 1 euro' });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ fields: { product: expect.any(String) as unknown } });
    expect(stored).toHaveLength(1);
  });

  it('knows the shipped site’s products: each banner’s and form’s, and the chat capture’s', () => {
    const products = siteProducts(process.cwd());
    expect(products && [...products].sort()).toEqual(
      expect.arrayContaining(['Generic', 'Rachel', 'RunPlay', 'RunTip', 'RunVoice']),
    );
  });
});
