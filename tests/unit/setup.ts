import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { locales } from '../../schemas/locale';
import { chatCatalog, formCatalog, legalCatalog, pageCatalogs } from '../../src/i18n/catalogs';

afterEach(() => cleanup());

// Components read their strings synchronously (the site loads a page's language before rendering it).
await Promise.all(
  locales.flatMap((l) => [...pageCatalogs, formCatalog, legalCatalog, chatCatalog].map((c) => c.load(l))),
);
