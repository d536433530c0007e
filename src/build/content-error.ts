import { formatJsonPath } from '../lib/json-path';

export { formatJsonPath };

/** A content error: which file, where in it (a JSON path), what is wrong. Printed as `FILE: JSON.PATH: message`. */
export interface ContentError {
  file: string;
  path: string;
  message: string;
}

export function formatError(e: ContentError): string {
  return `${e.file}: ${e.path}: ${e.message}`;
}
