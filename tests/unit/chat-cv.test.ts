import { describe, expect, it } from 'vitest';
import { foldsBySet } from '../../src/build/chat-learn';

describe('the spent sets left out by set (npm run chat:cv)', () => {
  const sets = Array.from({ length: 23 }, (_, i) => `set-${i}`);

  it('leaves every set out exactly once, and never learns from the set it answers', () => {
    const folds = foldsBySet(sets);
    expect(folds).toHaveLength(10);
    expect(folds.flatMap((f) => f.left).sort()).toEqual([...sets].sort());
    for (const { left, learned } of folds) {
      expect(left.some((s) => learned.includes(s))).toBe(false);
      expect(left.length + learned.length).toBe(sets.length);
    }
    // Set i in fold i mod 10: the folds stay the same as sets are added at the end.
    expect(folds[3].left).toEqual(['set-3', 'set-13']);
  });

  it('makes no empty fold when there are fewer sets than folds', () => {
    const folds = foldsBySet(['a', 'b', 'c']);
    expect(folds.map((f) => f.left)).toEqual([['a'], ['b'], ['c']]);
    expect(folds[0].learned).toEqual(['b', 'c']);
  });
});
