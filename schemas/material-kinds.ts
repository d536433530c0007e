/**
 * What a materials form can send. A module without zod: the form renders the
 * choices at load, and its checks (zod/mini, submissions.ts) load later.
 */
export const materialKinds = ['scheda-prodotto', 'presentazione', 'caso-di-studio'] as const;
