import { Accordion } from '../../src/sections/accordion/Accordion';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = { title: 'Sections/Accordion', component: Accordion } satisfies SectionMeta<'accordion'>;
export default meta;

export const Services: SectionStory<'accordion'> = {
  args: {
    type: 'accordion',
    eyebrow: 'Servizi',
    title: 'Dalla strategia al servizio in produzione',
    items: [
      { title: 'Soluzioni AI', text: 'Assistenti conversazionali, analisi del linguaggio e automazioni che alleggeriscono il lavoro ripetitivo.' },
      { title: 'Experience design', text: 'Progettiamo ogni punto di contatto partendo da chi lo usa: ricerca, prototipi, test con persone reali.' },
    ],
    faq: false,
  },
};

export const Faq: SectionStory<'accordion'> = {
  args: {
    type: 'accordion',
    title: 'Domande frequenti',
    intro: 'Le risposte alle domande che ci fanno più spesso enti e operatori turistici.',
    items: [
      { title: 'Serve scaricare un’app?', text: 'No: i visitatori aprono l’audioguida da un QR code o da un link, direttamente nel browser.' },
      { title: 'In quante lingue funziona?', text: 'Nelle principali lingue europee ed extraeuropee; le traduzioni sono generate e riviste con voi.' },
      { title: 'Dove sono ospitati i dati?', text: 'Su server nell’Unione europea, nel rispetto del GDPR.' },
    ],
    faq: true,
  },
};

export const ServicesMobile = at(Services, 'mobile');
export const ServicesBreakpoint = at(Services, 'breakpoint');
