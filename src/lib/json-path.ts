/** A JSON path as errors print it: `sections[2].items[0].title`, `$` for the document itself. */
export function formatJsonPath(parts: readonly PropertyKey[]): string {
  if (parts.length === 0) return '$';
  return parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}
