// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { heroSchema } from '../../schemas/sections/hero';
import type { Page } from '../../schemas/page';
import { siteSchema } from '../../schemas/site';
import { loadContent, sanitizeRichText } from '../../src/build/content';
import {
  contentSecurityPolicy,
  nginxServerBlock,
  parseNetlifyHeaders,
  netlifyHeaders,
  securityHeaders,
  videoProviders,
} from '../../src/build/security-headers';
import { resolvePaths } from '../../src/build/paths';

const { contentRoot } = resolvePaths();

const { site, pages } = loadContent(contentRoot);
if (!site) throw new Error('site.json must be valid');

const videoPage = (section: Record<string, unknown>): Page =>
  ({
    path: '/v',
    aliases: [],
    meta: { title: 'v', description: 'v', type: 'website' },
    sections: [section],
  }) as unknown as Page;

describe('HTML in config is sanitised at build time', () => {
  const label = (text: string) =>
    sanitizeRichText(heroSchema, heroSchema.parse({ type: 'hero', title: 'T', labels: [{ label: 'L', text }] }))
      .labels?.[0].text;

  it('drops <script>, event handlers, <iframe> and javascript: links; keeps the allowlist', () => {
    expect(label('Sanità<script>alert(1)</script>')).toBe('Sanità');
    expect(label('<img src=x onerror="alert(1)">IVR')).toBe('IVR');
    expect(label('<iframe src="https://evil.example"></iframe>VoIP')).toBe('VoIP');
    expect(label('<a href="javascript:alert(1)">clic</a>')).toBe('<a>clic</a>');
    expect(label('<strong onclick="x()">AI</strong>/<em>NLP</em>')).toBe('<strong>AI</strong>/<em>NLP</em>');
    expect(label('<a href="https://example.org" target="_blank">sito</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">sito</a>',
    );
  });
});

describe('Content-Security-Policy', () => {
  it('finds the video providers a page embeds, from vimeoId and videoUrl', () => {
    expect(videoProviders([videoPage({ type: 'mediaBlock', vimeoId: '1' })])).toEqual(['vimeo']);
    expect(videoProviders([videoPage({ type: 'mediaBlock', videoUrl: 'https://youtu.be/abc' })])).toEqual(['youtube']);
    expect(
      videoProviders([videoPage({ type: 'mediaBlock', videoUrl: 'https://www.youtube.com/watch?v=abc' })]),
    ).toEqual(['youtube']);
    expect(
      videoProviders([videoPage({ type: 'mediaBlock', videoUrl: 'https://www.nomeazienda.it/video.mp4' })]),
    ).toEqual([]);
    // The shipped pages embed no video yet: the tourism page shows its preview until a real id is set.
    expect(videoProviders(pages)).toEqual([]);
  });

  it('names no third party when the site uses none', () => {
    const csp = contentSecurityPolicy(site, [], '');
    expect(csp).toContain("script-src 'self' 'inline-speculation-rules';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/vimeo|google|youtube/);
  });

  it('adds exactly the origins of the video providers, analytics, chat embed and webhook in use', () => {
    const custom = siteSchema.parse({
      ...site,
      analytics: { gtmId: '', ga4Id: 'G-TEST123' },
      chat: { provider: 'embed', embed: { scriptUrl: 'https://widget.example.com/w.js', bubbleSelector: '#bubble' } },
    });
    const csp = contentSecurityPolicy(
      custom,
      [videoPage({ type: 'mediaBlock', vimeoId: '123' })],
      'https://n8n.example.org/webhook/lead',
    );
    expect(csp).toMatch(
      /script-src 'self' 'inline-speculation-rules' https:\/\/player\.vimeo\.com https:\/\/www\.googletagmanager\.com https:\/\/widget\.example\.com;/,
    );
    expect(csp).toMatch(/connect-src [^;]*https:\/\/n8n\.example\.org/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/player\.vimeo\.com/);
    expect(csp).not.toContain('youtube');
  });

  it('is the same in _headers (parsed back as the preview server does) and in the nginx block', () => {
    const headers = securityHeaders(site, pages);
    const parsed = parseNetlifyHeaders(netlifyHeaders(headers));
    expect(parsed['Content-Security-Policy']).toBe(headers['Content-Security-Policy']);
    expect(nginxServerBlock(headers, 'www.example.it')).toContain(
      `add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`,
    );
  });
});

describe('deploy/nginx.conf', () => {
  it('is the generated server block for the current content (run npm run deploy:nginx after changing pages-config)', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { NGINX_FILE, nginxConfig } = await import('../../src/build/nginx');
    const paths = resolvePaths();
    const expected = nginxServerBlock(
      securityHeaders(site, pages, process.env.VITE_LEAD_WEBHOOK_URL ?? ''),
      new URL(site.siteUrl).host,
    );
    expect(nginxConfig(paths)).toBe(expected);
    expect(fs.readFileSync(path.join(paths.repoRoot, NGINX_FILE), 'utf8')).toBe(expected);
  });
});
