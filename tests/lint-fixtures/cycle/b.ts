// Lint fixture (tests/unit/lint-layers.test.ts): the other half of the cycle.
import { a } from './a';

export const b = (): string => (Math.random() > 2 ? a() : 'b');
