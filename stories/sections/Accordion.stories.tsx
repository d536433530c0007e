import { expect, waitFor } from 'storybook/test';
import { Accordion } from '../../src/sections/accordion/Accordion';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/Accordion',
  component: Accordion,
  parameters: {
    docs: {
      description: {
        component:
          'Questions or topics that open and close on click; several items can be open at once. With `faq: true` the section also tells search engines it is a FAQ (FAQPage structured data), so use it for real questions and answers only. Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'accordion'>;
export default meta;

/** Services described item by item, as on the home page. */
export const Services: SectionStory<'accordion'> = {
  args: {
    type: 'accordion',
    id: 'servizi',
    eyebrow: 'Servizi',
    title: 'Cosa facciamo, dall’idea al servizio in produzione',
    intro: 'Apri una voce per sapere come lavoriamo: puoi aprirne più di una alla volta.',
    items: [
      {
        title: 'Soluzioni AI',
        text: 'Progettiamo assistenti conversazionali, sistemi di comprensione del linguaggio e automazioni che rispondono alle domande ricorrenti e liberano tempo per il lavoro che conta.',
      },
      {
        title: 'Experience design',
        text: 'Con ricerca sugli utenti, prototipi e test con persone reali disegniamo percorsi semplici e accessibili, dal sito alla telefonata.',
      },
      {
        title: 'Prodotti verticali',
        text: 'RunPlay, RunVoice e RunTip sono prodotti pronti, nati da progetti reali nel turismo, nella pubblica amministrazione e nel customer care.',
      },
      {
        title: 'Personalizzazione e integrazione',
        text: 'Colleghiamo i nostri prodotti ai sistemi che usi già: CRM, helpdesk, calendari e piattaforme e-commerce.',
      },
    ],
    faq: false,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script[type="application/ld+json"]')).toBeNull();
  },
};

const faqItems = [
  {
    title: 'Serve un’app per usare le audioguide?',
    text: 'No. RunPlay è una web app: il visitatore inquadra un QR code o apre un link e ascolta subito, senza scaricare nulla e senza registrarsi.',
  },
  {
    title: 'In quali lingue rispondono gli assistenti?',
    text: 'RunTip e RunVoice riconoscono la lingua di chi scrive o chiama e rispondono nella stessa lingua.',
  },
  {
    title: 'Dove sono conservati i dati dei visitatori?',
    text: 'Su server in Unione Europea, nel rispetto del GDPR. Trattiamo solo i dati necessari al servizio.',
  },
];

/** Frequently asked questions: also emitted as FAQPage structured data. */
export const Faq: SectionStory<'accordion'> = {
  args: {
    type: 'accordion',
    id: 'faq',
    title: 'Domande frequenti',
    intro: 'Le risposte alle domande che ci fanno più spesso enti e operatori turistici.',
    items: faqItems,
    faq: true,
  },
  play: async ({ canvasElement, canvas, userEvent, step }) => {
    // Each question is a <summary> holding its heading; its answer is the rest of the <details>.
    const summaries = faqItems.map((item) => {
      const summary = canvas.getByRole('heading', { name: item.title, level: 3 }).closest('summary');
      if (!summary) throw new Error(`no summary for ${item.title}`);
      return summary;
    });
    const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;
    const [first, second, third] = summaries;

    await step('every answer starts hidden, and is in the page for search engines and find-in-page', async () => {
      for (const summary of summaries) await expect(isOpen(summary)).toBe(false);
      await expect(canvas.queryByText(faqItems[0].text)).not.toBeVisible();
      await expect(canvasElement.textContent).toContain(faqItems[0].text);
    });

    await step('a click opens a question and shows its answer', async () => {
      await userEvent.click(first);
      await expect(isOpen(first)).toBe(true);
      await waitFor(() => expect(canvas.getByText(faqItems[0].text)).toBeVisible());
      await expect(isOpen(second)).toBe(false);
    });

    await step('several answers can be open at once', async () => {
      await userEvent.click(second);
      await expect(isOpen(second)).toBe(true);
      await expect(isOpen(first)).toBe(true);
      await waitFor(() => expect(canvas.getByText(faqItems[1].text)).toBeVisible());
    });

    await step('a second click closes it again', async () => {
      await userEvent.click(first);
      await userEvent.click(second);
      await expect(isOpen(first)).toBe(false);
      await expect(isOpen(second)).toBe(false);
      await expect(canvas.queryByText(faqItems[0].text)).not.toBeVisible();
    });

    // Enter and Space on a focused question are the browser's own (<summary>): e2e presses the real keys
    // (home-content.spec.ts); user-event here only simulates them, so the story checks focus and the toggle.
    await step('every question can take focus and toggles on its own', async () => {
      third.focus();
      await expect(third).toHaveFocus();
      await userEvent.click(third);
      await expect(isOpen(third)).toBe(true);
      await waitFor(() => expect(canvas.getByText(faqItems[2].text)).toBeVisible());
      await userEvent.click(third);
      await expect(isOpen(third)).toBe(false);
      await expect(canvas.queryByText(faqItems[2].text)).not.toBeVisible();
    });

    await step('the questions are published as FAQPage structured data', async () => {
      const script = canvasElement.querySelector('script[type="application/ld+json"]');
      const data = JSON.parse(script?.textContent ?? '{}') as { '@type'?: string; mainEntity?: { name: string }[] };
      await expect(data['@type']).toBe('FAQPage');
      await expect(data.mainEntity?.map((q) => q.name)).toEqual(faqItems.map((i) => i.title));
    });

    // Left open so the accessibility check also covers an expanded answer.
    await userEvent.click(first);
    await waitFor(() => expect(canvas.getByText(faqItems[0].text)).toBeVisible());
  },
};

export const ServicesMobile = at(Services, 'mobile');
export const ServicesBreakpoint = at(Services, 'breakpoint');
export const FaqMobile = at(Faq, 'mobile');
export const FaqBreakpoint = at(Faq, 'breakpoint');
