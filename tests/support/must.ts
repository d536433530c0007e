/**
 * The value, or a test failure that names what is missing: clearer than a non-null `!`,
 * which lets the test go on and fail later with an unrelated TypeError.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what}: missing`);
  return value;
}
