import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chatKnowledgeSchema } from '../../../schemas/chat-knowledge';
import { formatError } from '../../../src/build/content-error';
import { chatAskedRule } from '../../../src/build/rules/chat-asked';
import { context, hero, pageDoc } from './context';

const shipped = JSON.parse(fs.readFileSync('pages-config/data/chat-knowledge.json', 'utf8')) as Record<string, unknown>;
const knowledge = (asked: { section: string; questions: string[] }[]) => ({
  file: 'pages-config/data/chat-knowledge.json',
  schema: chatKnowledgeSchema,
  value: chatKnowledgeSchema.parse({ ...shipped, asked }),
});
const run = (asked: { section: string; questions: string[] }[]) =>
  chatAskedRule(context([page, knowledge(asked)])).map(formatError);

const page = pageDoc('chi.json', '/chi', [
  hero('Chi siamo', { subtitle: 'Una software house romana che porta l’AI nelle imprese.' }),
  { type: 'textBlock', id: 'nome', title: 'Il nome', paragraphs: ['RUN viene da UNDER e dal Wood Wide Web.'] },
  {
    type: 'imageBlock',
    id: 'foto',
    title: 'Il team',
    images: [{ src: '/images/about/team.webp', width: 800, height: 600, alt: 'Il team al lavoro' }],
  },
]);

describe('chat asked rule', () => {
  it('accepts phrasings for a section with text, by anchor or for the page', () => {
    expect(run([{ section: '/chi#nome', questions: ['Perché vi chiamate così?'] }])).toEqual([]);
    expect(run([{ section: '/chi', questions: ['Chi siete?'] }])).toEqual([]);
  });

  it('refuses a section with nothing to quote, with the file and JSON path', () => {
    expect(
      run([
        { section: '/chi#nome', questions: ['Il nome?'] },
        { section: '/chi#foto', questions: ['Foto?'] },
      ]),
    ).toEqual([
      'pages-config/data/chat-knowledge.json: asked[1].section: "/chi#foto": that section has no text the assistant can quote (an image, a form, a chat button); point at a section with text',
    ]);
  });

  it('leaves a missing page or anchor to the links and anchors rules', () => {
    expect(
      run([
        { section: '/manca', questions: ['Dove?'] },
        { section: '/chi#manca', questions: ['Cosa?'] },
      ]),
    ).toEqual([]);
  });
});
