/** Names this Playwright run for the builds its projects share (support/shared-build.ts); removes them at the end. */
import { removeSharedBuilds, RUN_ENV } from './shared-build';

export default function globalSetup() {
  process.env[RUN_ENV] = `${process.pid}-${Date.now()}`;
  return removeSharedBuilds;
}
