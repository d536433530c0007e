// Lint fixture (tests/unit/lint-layers.test.ts): a.ts and b.ts import each other, which import-x/no-cycle must report.
import { b } from './b';

export const a = (): string => `a${b()}`;
