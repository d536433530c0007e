// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/build/content';
import { fillSiteValues, splitTokens } from '../../src/lib/site-values';
import { resolvePaths } from '../../src/build/paths';

const { contentRoot } = resolvePaths();

const { site } = loadContent(contentRoot);
if (!site) throw new Error('site.json must be valid');

describe('site.json tokens', () => {
  it('fill every known {key} with its value', () => {
    expect(fillSiteValues('{siteName} ({company}), P.IVA {vatId}: {email}', site)).toBe(
      `${site.siteName} (${site.company.name}), P.IVA ${site.company.vatId}: ${site.company.email}`,
    );
    expect(fillSiteValues('sede in {address}, {siteUrl}', site)).toBe(
      `sede in ${site.company.address.street}, ${site.company.address.postalCode} ${site.company.address.city} (${site.company.address.region}), ${site.siteUrl.replace('https://', '')}`,
    );
  });

  it('leave unknown braces as text and say which key each value came from', () => {
    expect(fillSiteValues('Scrivi a {fax}', site)).toBe('Scrivi a {fax}');
    expect(splitTokens('Scrivi a {email}.', site)).toEqual([
      'Scrivi a ',
      { key: 'email', value: site.company.email },
      '.',
    ]);
  });

  it("Rachel's texts name the site as {siteName}, like the pages", async () => {
    const { loadChatIndex } = await import('../../src/build/vite-plugin-chat-index');
    const index = JSON.stringify(loadChatIndex(contentRoot));
    expect(index).not.toMatch(/\{(siteName|company|vatId|address|email|siteUrl)\}/);
    expect(index).toContain(`assistente virtuale di ${site.siteName}`);
  });
});
