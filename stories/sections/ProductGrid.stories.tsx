import { ProductGrid } from '../../src/sections/productGrid/ProductGrid';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/ProductGrid', component: ProductGrid } satisfies SectionMeta<'productGrid'>;
export default meta;

export const ThreeProducts: SectionStory<'productGrid'> = {
  args: {
    type: 'productGrid',
    id: 'prodotti',
    title: "Tre prodotti, un'unica idea: rendere semplice ogni interazione",
    intro: 'Scegli il punto di contatto da migliorare: la visita, la telefonata o la conversazione online.',
    products: [
      {
        name: 'RunPlay',
        description: 'Audioguide intelligenti che danno voce ai luoghi: basta un QR code, niente app e niente registrazione.',
        image: { src: '/images/products/runplay.svg', width: 560, height: 360, alt: "Smartphone che riproduce un'audioguida" },
        href: '/prodotti/runplay',
        bg: '#dcdfe6',
        large: true,
      },
      {
        name: 'RunVoice',
        description: 'Il menu telefonico con intelligenza artificiale che rende ogni chiamata più semplice.',
        image: { src: '/images/products/runvoice.svg', width: 560, height: 360, alt: 'Cornetta telefonica con menu vocale' },
        href: '/prodotti/runvoice',
        bg: '#dcdfe6',
        large: false,
      },
      {
        name: 'RunTip',
        description: 'Chatbot AI che trasformano le domande in dialoghi, su sito, app e sistemi interni.',
        image: { src: '/images/products/runtip.svg', width: 560, height: 360, alt: 'Finestra di chat con domande e risposte' },
        href: '/prodotti/runtip',
        bg: '#dcdfe6',
        large: false,
      },
    ],
  },
};
