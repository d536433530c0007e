import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/build/content-error';
import { routesRule } from '../../../src/build/rules/routes';
import { context, hero, pageDoc } from './context';

const run = (...args: Parameters<typeof context>) => routesRule(context(...args)).map(formatError);

describe('routes rule', () => {
  it('accepts distinct paths and aliases with a home page', () => {
    expect(
      run([pageDoc('a.json', '/', [hero('Home')]), pageDoc('b.json', '/b', [hero('B')], { aliases: ['/bis'] })]),
    ).toEqual([]);
  });

  it('refuses a path or alias claimed twice, naming the first owner', () => {
    expect(
      run([
        pageDoc('a.json', '/', [hero('Home')]),
        pageDoc('b.json', '/b', [hero('B')]),
        pageDoc('c.json', '/c', [hero('C')], { aliases: ['/b'] }),
        pageDoc('d.json', '/b', [hero('D')]),
      ]),
    ).toEqual([
      'c.json: aliases[0]: route "/b" is already claimed by b.json',
      'd.json: path: route "/b" is already claimed by b.json',
    ]);
  });

  it('needs a document with path "/" (one that failed its schema counts)', () => {
    expect(run([pageDoc('b.json', '/b', [hero('B')])])).toEqual(['pages-config: $: no document has path "/"']);
    expect(
      run([pageDoc('b.json', '/b', [hero('B')])], { claimedRoutes: [{ file: 'home.json', routes: ['/'] }] }),
    ).toEqual([]);
  });
});
