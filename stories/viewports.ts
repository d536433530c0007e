/**
 * The three widths designers review: a phone, the 1024 px animation
 * breakpoint (SPEC §9) and a laptop. Shared by the Storybook toolbar, the
 * story helpers and the Vitest run (addon-vitest sizes the page from
 * `globals.viewport`).
 */
export const VIEWPORTS = {
  mobile: { name: 'Mobile · 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  breakpoint: { name: 'Breakpoint · 1024 px', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
  desktop: { name: 'Desktop · 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

export const viewportGlobal = (value: ViewportName) => ({ viewport: { value, isRotated: false } });
