import { FeatureGrid } from '../../src/sections/featureGrid/FeatureGrid';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/FeatureGrid', component: FeatureGrid } satisfies SectionMeta<'featureGrid'>;
export default meta;

/** Five columns on desktop, each with an image. */
export const FiveColumnGrid: SectionStory<'featureGrid'> = {
  args: {
    type: 'featureGrid',
    title: 'Per ogni luogo del turismo',
    variant: 'grid',
    columns: 5,
    items: [
      { title: 'Musei', description: 'Collezioni raccontate opera per opera.', image: { src: '/images/turismo/luogo-museo.svg', width: 320, height: 200, decorative: true } },
      { title: 'Borghi e città d’arte', description: 'Itinerari a piedi tra vie e piazze.', image: { src: '/images/turismo/luogo-borgo.svg', width: 320, height: 200, decorative: true } },
      { title: 'Parchi e aree naturali', description: 'Sentieri con tappe anche offline.', image: { src: '/images/turismo/luogo-parco.svg', width: 320, height: 200, decorative: true } },
    ],
  },
};

export const IconList: SectionStory<'featureGrid'> = {
  args: {
    type: 'featureGrid',
    eyebrow: 'Assistente vocale',
    title: 'Un centralino che parla come il tuo staff',
    variant: 'icons',
    columns: 3,
    items: [
      { title: 'Risponde 24 ore su 24', text: 'Nessuna chiamata persa, nemmeno di notte.', icon: 'clock' },
      { title: 'Parla più lingue', text: 'Accoglie gli ospiti stranieri nella loro lingua.', icon: 'languages' },
      { title: 'Gestisce le prenotazioni', text: 'Inserisce le richieste nel tuo calendario.', icon: 'calendar' },
    ],
  },
};

export const TickedWithButtons: SectionStory<'featureGrid'> = {
  args: {
    type: 'featureGrid',
    title: 'Perché sceglierci',
    variant: 'ticked',
    columns: 3,
    items: [
      { title: 'Costi pay-per-use', text: 'Paghi solo quello che usi.' },
      { title: 'Assistenza immediata', text: 'Un referente dedicato risponde in giornata.' },
      { title: 'Sicurezza e privacy', text: 'Dati ospitati in UE, conformi al GDPR.' },
    ],
    buttons: [
      { label: 'Richiedi una demo gratuita', href: '/prodotti/runplay', variant: 'primary' },
      { label: 'Scopri RunPlay', href: '/prodotti/runplay', variant: 'tertiary' },
    ],
  },
};
