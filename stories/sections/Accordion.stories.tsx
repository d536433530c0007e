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
    const buttons = faqItems.map((item) => canvas.getByRole('button', { name: item.title }));
    const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');
    const [first, second, third] = buttons;

    await step('every answer starts hidden', async () => {
      for (const button of buttons) {
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(panelOf(button)).not.toBeVisible();
      }
      await expect(canvas.queryByText(faqItems[0].text)).not.toBeVisible();
    });

    await step('a click opens a question and shows its answer', async () => {
      await userEvent.click(first);
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      // The answer fades in (0.3 s), so wait for it to be fully shown.
      await waitFor(() => expect(canvas.getByRole('region', { name: faqItems[0].title })).toBeVisible());
      await expect(canvas.getByText(faqItems[0].text)).toBeVisible();
      await expect(second).toHaveAttribute('aria-expanded', 'false');
    });

    await step('several answers can be open at once', async () => {
      await userEvent.click(second);
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(canvas.getByText(faqItems[1].text)).toBeVisible());
    });

    await step('a second click closes it again', async () => {
      await userEvent.click(first);
      await userEvent.click(second);
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByText(faqItems[0].text)).not.toBeVisible();
    });

    await step('Enter and Space toggle the focused question', async () => {
      third.focus();
      await userEvent.keyboard('{Enter}');
      await expect(third).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(canvas.getByText(faqItems[2].text)).toBeVisible());
      await userEvent.keyboard(' ');
      await expect(third).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByText(faqItems[2].text)).not.toBeVisible();
    });

    await step('arrow keys, Home and End move between questions', async () => {
      first.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(second).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(third).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(first).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(third).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(first).toHaveFocus();
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
