import { Hero } from '../../src/sections/hero/Hero';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  parameters: {
    docs: {
      description: {
        component:
          'The top of a page, holding its only main heading (h1): an optional eyebrow, the title, a subtitle and a text, an optional image on the side, label groups (e.g. sectors and technology; simple HTML such as `<strong>` allowed) and up to three buttons. Use one hero per page, as its first section. Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'hero'>;
export default meta;

/** Home page: decorative illustration, one button scrolling to a section. */
export const WithImage: SectionStory<'hero'> = {
  args: {
    type: 'hero',
    id: 'intro',
    eyebrow: 'Prodotti',
    title: 'Intelligenza artificiale che lavora per le persone',
    subtitle: 'Uniamo AI ed experience design per creare servizi che si usano volentieri.',
    text: 'Assistenti conversazionali, centralini che capiscono chi chiama e audioguide che danno voce ai luoghi: tre prodotti pronti, personalizzati sulla tua organizzazione.',
    image: { src: '/images/hero-home.svg', width: 640, height: 520, decorative: true },
    buttons: [{ label: 'Scopri di più', href: '#prodotti', variant: 'primary' }],
  },
};

/** Product page: an informative image (with alt text), label groups and two buttons, one opening the chat. */
export const WithLabels: SectionStory<'hero'> = {
  args: {
    type: 'hero',
    eyebrow: 'RunVoice',
    title: 'Il menu telefonico AI che rende ogni chiamata più semplice',
    text: 'RunVoice accoglie chi chiama, capisce cosa serve e lo porta subito alla persona o all’informazione giusta, anche fuori orario.',
    image: {
      src: '/images/products/runvoice.svg',
      width: 560,
      height: 360,
      alt: 'Cornetta telefonica con onde sonore e menu vocale',
    },
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

/** No image, the most buttons allowed (three). */
export const ThreeButtons: SectionStory<'hero'> = {
  args: {
    type: 'hero',
    eyebrow: 'Contatti',
    title: 'Parliamo del tuo progetto',
    text: 'Hai una domanda veloce? Rachel, la nostra assistente AI, ti risponde subito in chat. Per tutto il resto scrivici o passa a trovarci a Roma.',
    buttons: [
      { label: 'Scrivici', href: '#recapiti', variant: 'primary' },
      { label: 'Avvia una chat', action: 'openChat', variant: 'tertiary' },
      { label: 'Vedi i prodotti', href: '/prodotti', variant: 'tertiary' },
    ],
  },
};

/** Only a title and a text, as on the legal pages. */
export const TextOnly: SectionStory<'hero'> = {
  args: {
    type: 'hero',
    title: 'Privacy policy',
    text: 'Come trattiamo i dati personali che ci affidi attraverso questo sito.',
  },
};

export const WithImageMobile = at(WithImage, 'mobile');
export const WithImageBreakpoint = at(WithImage, 'breakpoint');
export const WithLabelsMobile = at(WithLabels, 'mobile');
export const WithLabelsBreakpoint = at(WithLabels, 'breakpoint');
export const ThreeButtonsMobile = at(ThreeButtons, 'mobile');
export const ThreeButtonsBreakpoint = at(ThreeButtons, 'breakpoint');
export const TextOnlyMobile = at(TextOnly, 'mobile');
export const TextOnlyBreakpoint = at(TextOnly, 'breakpoint');
