import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { locales } from '../../schemas/locale';
import { formCatalog, legalCatalog, uiCatalog } from '../../src/i18n/catalogs';

afterEach(() => cleanup());

// Components read their strings synchronously (the site loads a page's language before rendering it).
await Promise.all(locales.flatMap((l) => [uiCatalog.load(l), formCatalog.load(l), legalCatalog.load(l)]));
