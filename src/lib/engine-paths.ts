/**
 * The pages the engine's own code links to (a form's privacy notice, the cookie panel's policy link): their
 * translations come as a small table (virtual:engine-paths), the same size however many pages the site
 * has, so code that reaches the browser never needs the route list (virtual:routes).
 */
export const ENGINE_PATHS = ['/privacy-policy', '/cookie-policy'] as const;
export type EnginePath = (typeof ENGINE_PATHS)[number];
