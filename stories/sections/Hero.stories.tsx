import { Hero } from '../../src/sections/hero/Hero';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/Hero', component: Hero } satisfies SectionMeta<'hero'>;
export default meta;

export const WithImage: SectionStory<'hero'> = {
  args: {
    type: 'hero',
    eyebrow: 'Prodotti',
    title: 'Intelligenza artificiale che lavora per le persone',
    subtitle: 'Uniamo AI ed experience design per creare servizi che si usano volentieri.',
    text: 'Assistenti conversazionali, centralini che capiscono chi chiama e audioguide che danno voce ai luoghi.',
    image: { src: '/images/hero-home.svg', width: 640, height: 520, decorative: true },
    buttons: [{ label: 'Scopri di più', href: '#prodotti', variant: 'primary' }],
  },
};

export const WithLabels: SectionStory<'hero'> = {
  args: {
    type: 'hero',
    eyebrow: 'RunVoice',
    title: 'Il menu telefonico AI che rende ogni chiamata più semplice',
    labels: [
      { label: 'Settori', text: 'Sanità, <strong>Hospitality</strong>, Pubblica Amministrazione' },
      { label: 'Tecnologia', text: 'IVR, AI/NLP, VoIP' },
    ],
    buttons: [
      { label: 'Scopri di più', href: '#scroll1', variant: 'primary' },
      { label: 'Avvia una chat', action: 'openChat', variant: 'tertiary' },
    ],
  },
};

export const TextOnly: SectionStory<'hero'> = {
  args: { type: 'hero', title: 'Privacy policy', text: 'Come trattiamo i dati personali che ci affidi attraverso questo sito.' },
};
