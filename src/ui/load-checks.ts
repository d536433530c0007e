/**
 * The forms' checks (submission-checks.ts, zod/mini) as one lazily loaded
 * chunk, shared by the contact and materials forms and the e-mail capture: it
 * loads at the first focus or submit, and a failed load may be retried.
 */
type Checks = typeof import('./submission-checks');
let checks: Promise<Checks> | undefined;

export function loadChecks(): Promise<Checks> {
  checks ??= import('./submission-checks');
  checks.catch(() => {
    checks = undefined;
  });
  return checks;
}
