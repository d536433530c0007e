import { ProductGrid } from '../../src/sections/productGrid/ProductGrid';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/ProductGrid',
  component: ProductGrid,
  parameters: {
    docs: {
      description: {
        component:
          'Product cards, each a link to the product page: image, name, a one-line promise and “Scopri →”. ' +
          'Three columns on wide screens, one on a phone; a card with `large: true` spans two columns and two rows, and `bg` sets a card’s colour (#rrggbb, light enough for dark text). ' +
          'Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'productGrid'>;
export default meta;

const images = {
  runplay: {
    src: '/images/products/runplay.svg',
    width: 560,
    height: 360,
    alt: 'Smartphone che riproduce un’audioguida davanti a un monumento',
  },
  runvoice: {
    src: '/images/products/runvoice.svg',
    width: 560,
    height: 360,
    alt: 'Cornetta telefonica con onde sonore e menu vocale',
  },
  runtip: {
    src: '/images/products/runtip.svg',
    width: 560,
    height: 360,
    alt: 'Finestra di chat con domande e risposte',
  },
};

/** Home page: RunPlay as the large card. */
export const Featured: SectionStory<'productGrid'> = {
  args: {
    type: 'productGrid',
    id: 'prodotti',
    title: 'Tre prodotti, un’unica idea: rendere semplice ogni interazione',
    intro: 'Scegli il punto di contatto da migliorare: la visita, la telefonata o la conversazione online.',
    products: [
      {
        name: 'RunPlay',
        description:
          'Audioguide intelligenti che danno voce ai luoghi: basta un QR code, niente app e niente registrazione.',
        image: images.runplay,
        href: '/prodotti/runplay',
        bg: '#dcdfe6',
        large: true,
      },
      {
        name: 'RunVoice',
        description: 'Il menu telefonico con intelligenza artificiale che rende ogni chiamata più semplice.',
        image: images.runvoice,
        href: '/prodotti/runvoice',
        bg: '#dcdfe6',
        large: false,
      },
      {
        name: 'RunTip',
        description: 'Chatbot AI che trasformano le domande in dialoghi, su sito, app e sistemi interni.',
        image: images.runtip,
        href: '/prodotti/runtip',
        bg: '#dcdfe6',
        large: false,
      },
    ],
  },
};

/** Products page: three cards of the same size. */
export const EqualCards: SectionStory<'productGrid'> = {
  args: {
    type: 'productGrid',
    id: 'catalogo',
    title: 'Scegli il punto di contatto da migliorare',
    intro:
      'La visita, la telefonata o la conversazione online: ogni prodotto risolve un momento preciso del rapporto con le persone.',
    products: [
      {
        name: 'RunPlay',
        description: 'Audioguide intelligenti che danno voce ai luoghi, da QR code o link, senza app.',
        image: images.runplay,
        href: '/prodotti/runplay',
        bg: '#dcdfe6',
        large: false,
      },
      {
        name: 'RunVoice',
        description: 'Il menu telefonico con AI che rende ogni chiamata più semplice, anche fuori orario.',
        image: images.runvoice,
        href: '/prodotti/runvoice',
        bg: '#dcdfe6',
        large: false,
      },
      {
        name: 'RunTip',
        description: 'Chatbot AI multilingue che trasformano le domande in dialoghi, su sito, app e sistemi interni.',
        image: images.runtip,
        href: '/prodotti/runtip',
        bg: '#dcdfe6',
        large: false,
      },
    ],
  },
};

/** Tourism page: two products, each with its own card colour, no intro. */
export const CustomColours: SectionStory<'productGrid'> = {
  args: {
    type: 'productGrid',
    title: 'Gli strumenti per accogliere i visitatori',
    products: [
      {
        name: 'RunPlay',
        description: 'Percorsi audio nei musei, nei parchi e nei borghi, in tutte le lingue dei tuoi ospiti.',
        image: images.runplay,
        href: '/prodotti/runplay',
        bg: '#e0e7ff',
        large: true,
      },
      {
        name: 'RunTip',
        description: 'Un assistente in chat che risponde su orari, biglietti e servizi prima e dopo la visita.',
        image: images.runtip,
        href: '/prodotti/runtip',
        bg: '#fef3c7',
        large: false,
      },
    ],
  },
};

export const FeaturedMobile = at(Featured, 'mobile');
export const FeaturedBreakpoint = at(Featured, 'breakpoint');
export const EqualCardsMobile = at(EqualCards, 'mobile');
export const EqualCardsBreakpoint = at(EqualCards, 'breakpoint');
export const CustomColoursMobile = at(CustomColours, 'mobile');
export const CustomColoursBreakpoint = at(CustomColours, 'breakpoint');
