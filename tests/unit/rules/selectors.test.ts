import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/build/content-error';
import { selectorsRule } from '../../../src/build/rules/selectors';
import { context, siteDoc } from './context';

const embed = (bubbleSelector: string) =>
  siteDoc((s) => (s.chat = { provider: 'embed', embed: { scriptUrl: 'https://w.example/c.js', bubbleSelector } }));

describe('selectors rule', () => {
  it('refuses a tagged CSS selector that does not parse, accepts one that does', () => {
    expect(selectorsRule(context([embed('#chat[')])).map(formatError)).toEqual([
      'pages-config/site.json: chat.embed.bubbleSelector: "#chat[" is not a valid CSS selector',
    ]);
    expect(selectorsRule(context([embed('#chat-widget button.bubble')]))).toEqual([]);
  });
});
