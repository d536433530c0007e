/**
 * The JSON a content editor pastes into a page document: a section story's
 * args are exactly one entry of the page's `sections` array.
 */
export function sectionSnippet(args: Record<string, unknown>): string {
  return JSON.stringify(args, null, 2);
}
