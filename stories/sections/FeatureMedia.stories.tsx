import { FeatureMedia } from '../../src/sections/featureMedia/FeatureMedia';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/FeatureMedia',
  component: FeatureMedia,
  parameters: {
    docs: {
      description: {
        component:
          'An image beside a title, an optional text and up to eight small boxes (icon + short phrase), with up to two buttons. `imagePosition` puts the image on the left (`start`) or on the right (`end`) on wide screens; on phones and tablets it always comes first. Alternate the sides when several follow one another. Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'featureMedia'>;
export default meta;

/** Image on the left, text and four boxes, no buttons. */
export const ImageStart: SectionStory<'featureMedia'> = {
  args: {
    type: 'featureMedia',
    id: 'assistente',
    eyebrow: 'Assistente',
    title: 'Un assistente che risponde ai visitatori in ogni lingua',
    text: 'Con RunTip il tuo sito, la tua app o un semplice QR code diventano uno sportello informazioni sempre aperto, che conosce orari, servizi e curiosità del territorio.',
    image: {
      src: '/images/turismo/assistente.svg',
      width: 640,
      height: 480,
      alt: 'Smartphone con una chat in italiano e in inglese tra un turista e l’assistente',
    },
    imagePosition: 'start',
    boxes: [
      { icon: 'languages', text: 'Risposte in più lingue' },
      { icon: 'clock', text: 'Sempre disponibile, 24/7' },
      { icon: 'ticket', text: 'Orari, biglietti e servizi' },
      { icon: 'globe', text: 'Sul sito, in app o come PWA' },
    ],
  },
};

/** Image on the right, with two buttons. */
export const ImageEndWithButtons: SectionStory<'featureMedia'> = {
  args: {
    type: 'featureMedia',
    id: 'audioguide',
    eyebrow: 'Audioguide',
    title: 'Audioguide che danno voce ai luoghi',
    text: 'Con RunPlay musei, borghi e parchi offrono un racconto su misura che si apre da un QR code, funziona anche offline e parla con la voce del tuo brand.',
    image: {
      src: '/images/turismo/audioguide.svg',
      width: 640,
      height: 480,
      alt: 'Smartphone con un’audioguida in riproduzione, cuffie e un QR code',
    },
    imagePosition: 'end',
    boxes: [
      { icon: 'qrCode', text: 'Accesso da QR code o link' },
      { icon: 'headphones', text: 'Narrazione generata con AI' },
      { icon: 'route', text: 'Guida lungo il percorso' },
      { icon: 'shield', text: 'Hosting in UE, conforme al GDPR' },
    ],
    buttons: [
      { label: 'Richiedi una demo gratuita', href: '/contatti', variant: 'primary' },
      { label: 'Scopri RunPlay', href: '/prodotti/runplay', variant: 'tertiary' },
    ],
  },
};

/** The most boxes allowed (eight), without eyebrow and text, one button. */
export const EightBoxes: SectionStory<'featureMedia'> = {
  args: {
    type: 'featureMedia',
    title: 'Un centralino che non lascia squillare il telefono',
    image: {
      src: '/images/turismo/assistente-vocale.svg',
      width: 640,
      height: 480,
      alt: 'Smartphone durante una chiamata gestita dal menu vocale, attivo 24 ore su 24',
    },
    imagePosition: 'start',
    boxes: [
      { icon: 'phone', text: 'Nessuna chiamata persa' },
      { icon: 'calendar', text: 'Prenotazioni in automatico' },
      { icon: 'languages', text: 'Accoglienza multilingue' },
      { icon: 'chart', text: 'Statistiche sulle chiamate' },
      { icon: 'microphone', text: 'Messaggi trascritti' },
      { icon: 'support', text: 'Passaggio allo staff' },
      { icon: 'plug', text: 'Collegato al gestionale' },
      { icon: 'wallet', text: 'Costi pay-per-use' },
    ],
    buttons: [{ label: 'Scopri RunVoice', href: '/prodotti/runvoice', variant: 'tertiary' }],
  },
};

export const ImageStartMobile = at(ImageStart, 'mobile');
export const ImageStartBreakpoint = at(ImageStart, 'breakpoint');
export const ImageEndWithButtonsMobile = at(ImageEndWithButtons, 'mobile');
export const ImageEndWithButtonsBreakpoint = at(ImageEndWithButtons, 'breakpoint');
export const EightBoxesMobile = at(EightBoxes, 'mobile');
export const EightBoxesBreakpoint = at(EightBoxes, 'breakpoint');
