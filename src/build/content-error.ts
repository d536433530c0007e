/** A content error: which file, where in it (a JSON path), what is wrong. Printed as `FILE: JSON.PATH: message`. */
export interface ContentError {
  file: string;
  path: string;
  message: string;
}

export function formatJsonPath(parts: readonly PropertyKey[]): string {
  if (parts.length === 0) return '$';
  return parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}

export function formatError(e: ContentError): string {
  return `${e.file}: ${e.path}: ${e.message}`;
}
