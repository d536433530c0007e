// @vitest-environment node
/**
 * loadSections imports each section type's module once: the prerenderer renders thousands of pages, and
 * every import() of a loaded module still went through the module loader (under tsx, a round trip to its
 * thread per section per page). A failed load is not remembered: the next page tries again.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { registry } from '../../src/render/registry';
import { loadSections } from '../../src/render/load-sections';

afterEach(() => vi.restoreAllMocks());

it('imports a section type once for every page that uses it', async () => {
  const load = vi.spyOn(registry.tagList, 'load');
  const first = await loadSections([{ type: 'tagList' }, { type: 'tagList' }], 'it');
  const second = await loadSections([{ type: 'tagList' }], 'en');
  expect(load).toHaveBeenCalledTimes(1);
  expect(first.failed).toEqual([]);
  expect(second.components.get('tagList')).toBe(first.components.get('tagList'));
});

it('tries a failed section type again on the next page', async () => {
  const real = registry.logoGrid.load;
  const load = vi
    .spyOn(registry.logoGrid, 'load')
    .mockImplementationOnce(() => Promise.reject(new Error('chunk blocked')))
    .mockImplementation(real);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect((await loadSections([{ type: 'logoGrid' }], 'it')).failed).toEqual(['logoGrid']);
  const again = await loadSections([{ type: 'logoGrid' }], 'it');
  expect(again.failed).toEqual([]);
  expect(again.components.get('logoGrid')).toBeTypeOf('function');
  expect(load).toHaveBeenCalledTimes(2);
});
