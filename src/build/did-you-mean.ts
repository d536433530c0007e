/** "did you mean …?" hints for unknown section types, keys, links and placeholders. */
function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

export function didYouMean(value: string, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const o of options) {
    const score = levenshtein(value.toLowerCase(), o.toLowerCase());
    if (score < bestScore) {
      best = o;
      bestScore = score;
    }
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(value.length / 3)) ? best : undefined;
}
