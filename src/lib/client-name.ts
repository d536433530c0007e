/**
 * Display name of a client from its logo file name (the only place names come
 * from): "/images/clients/museo-civico-di-valdoria.svg" → "Museo Civico di Valdoria".
 */

/** Articles, prepositions and conjunctions stay lower case unless they open the name. */
const LOWER = new Set([
  'a',
  'al',
  'alla',
  'alle',
  'agli',
  'ai',
  'con',
  'da',
  'dal',
  'dalla',
  'dei',
  'degli',
  'del',
  'della',
  'delle',
  'dello',
  'di',
  'e',
  'ed',
  'gli',
  'il',
  'in',
  'la',
  'le',
  'lo',
  'nel',
  'nella',
  'per',
  'su',
  'sul',
  'sulla',
  'tra',
  'fra',
]);

/** Acronyms and company forms with a fixed spelling. */
const FIXED: Record<string, string> = {
  ai: 'AI',
  asl: 'ASL',
  ict: 'ICT',
  it: 'IT',
  spa: 'S.p.A.',
  srl: 'S.r.l.',
  tv: 'TV',
};

export function clientNameFromFile(file: string): string {
  const base = file.split('/').pop() ?? file;
  const slug = base.replace(/\.[a-z0-9]+$/i, '').toLowerCase();
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word, i) => {
      if (FIXED[word]) return FIXED[word];
      if (i > 0 && LOWER.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}
