/**
 * Legal texts (language "it"), named by page documents through the
 * legalSections section. A paragraph is a string; an array is a bullet list.
 * {company}, {vatId}, {address}, {email} and {siteUrl} are filled from
 * site.json when the page is rendered (src/lib/site-values.ts).
 */
import type { LegalDocumentKey } from '../../schemas/sections/legalSections';
import { PRIVACY_NOTICE_VERSION } from './legal-version';

export type LegalBlock = string | readonly string[];

export interface LegalDocument {
  title: string;
  /** ISO date for <time>, and how it reads on the page. */
  updated: { iso: string; label: string };
  intro: string;
  /** cookiePreferences: the section ends with a button that opens the cookie panel. */
  sections: readonly { title: string; body: readonly LegalBlock[]; action?: 'cookiePreferences' }[];
}

const UPDATED = { iso: PRIVACY_NOTICE_VERSION, label: '22 novembre 2026' } as const;

export type LegalDocuments = Record<LegalDocumentKey, LegalDocument>;

export const legalDocuments: LegalDocuments = {
  privacy: {
    title: 'Privacy policy',
    updated: UPDATED,
    intro:
      'Questa informativa spiega quali dati personali raccogliamo attraverso il sito {siteUrl}, perché li raccogliamo, per quanto tempo li conserviamo e quali diritti hai. È resa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR).',
    sections: [
      {
        title: 'Titolare del trattamento',
        body: [
          'Il titolare del trattamento è {company}, P.IVA {vatId}, con sede in {address}.',
          'Per qualsiasi domanda sul trattamento dei tuoi dati puoi scriverci a {email}.',
        ],
      },
      {
        title: 'Dati che raccogliamo',
        body: [
          'Il modulo di contatto e il modulo di richiesta materiali raccolgono:',
          [
            'nome',
            'cognome',
            'azienda o ente (facoltativo)',
            'indirizzo e-mail',
            'numero di telefono (facoltativo)',
            'nel modulo di contatto, il messaggio che ci scrivi',
            'nel modulo di richiesta materiali, il prodotto e il materiale che chiedi (scheda prodotto, presentazione o caso di studio)',
            'se hai scelto di ricevere aggiornamenti, il tuo consenso, e la versione di questa informativa che hai letto',
          ],
          'Quando lasci il tuo indirizzo e-mail per ricevere informazioni o prenotare una demo, raccogliamo l’indirizzo e il nome del prodotto che ti interessa.',
          'Durante la navigazione, i sistemi che fanno funzionare il sito acquisiscono alcuni dati tecnici:',
          [
            'indirizzo IP',
            'log tecnici (data e ora della richiesta, pagina visitata, tipo di browser e di dispositivo)',
            'cookie, come descritto nella cookie policy',
          ],
          'Se scrivi a Rachel, l’assistente AI in chat, i messaggi sono usati solo per risponderti: ti chiediamo di non inserire dati personali che non servono alla tua richiesta.',
        ],
      },
      {
        title: 'Perché li trattiamo e su quale base giuridica',
        body: [
          [
            'Rispondere alle tue richieste di informazioni, materiali o demo: esecuzione di misure precontrattuali adottate su tua richiesta (art. 6.1.b GDPR).',
            'Inviarti comunicazioni sui nostri prodotti e servizi, solo se lo hai chiesto: consenso (art. 6.1.a GDPR), che puoi revocare in ogni momento.',
            'Misurare in forma statistica l’uso del sito con cookie analitici: consenso (art. 6.1.a GDPR), espresso tramite il banner dei cookie.',
            'Garantire la sicurezza e il corretto funzionamento del sito e prevenire abusi: legittimo interesse del titolare (art. 6.1.f GDPR).',
          ],
          'Il conferimento dei dati dei moduli è facoltativo, ma senza di essi non possiamo risponderti.',
        ],
      },
      {
        title: 'Chi tratta i dati per nostro conto',
        body: [
          'I dati sono trattati dal nostro personale autorizzato e da fornitori che agiscono come responsabili del trattamento (art. 28 GDPR), scelti perché offrono garanzie adeguate:',
          [
            'fornitori di hosting e infrastruttura del sito',
            'servizi di analisi statistica (analytics)',
            'strumenti di marketing e di gestione dei contatti',
            'piattaforma di gestione dei cookie e del consenso',
          ],
          'I dati non sono diffusi né venduti a terzi. L’elenco aggiornato dei responsabili è disponibile su richiesta.',
        ],
      },
      {
        title: 'Trasferimento fuori dall’Unione europea',
        body: [
          'Preferiamo fornitori con server nell’Unione europea. Se un fornitore tratta dati fuori dallo Spazio economico europeo, il trasferimento avviene solo verso Paesi con una decisione di adeguatezza della Commissione europea o con le clausole contrattuali tipo approvate dalla Commissione (artt. 45 e 46 GDPR).',
        ],
      },
      {
        title: 'Per quanto tempo conserviamo i dati',
        body: [
          'Conserviamo i dati solo per il tempo necessario a rispondere alla tua richiesta oppure, se il trattamento si basa sul consenso, fino a quando lo revochi. I log tecnici sono conservati per il tempo strettamente necessario alla sicurezza del sito, salvo richieste dell’autorità giudiziaria.',
        ],
      },
      {
        title: 'I tuoi diritti',
        body: [
          'In ogni momento puoi esercitare i diritti previsti dagli artt. 15-22 GDPR:',
          [
            'accedere ai tuoi dati e riceverne copia',
            'chiederne la rettifica o la cancellazione',
            'chiedere la limitazione del trattamento',
            'opporti al trattamento basato sul legittimo interesse',
            'ricevere i dati in un formato strutturato (portabilità)',
            'revocare il consenso, senza che ciò renda illecito il trattamento svolto prima della revoca',
          ],
          'Se ritieni che il trattamento violi il GDPR, puoi proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).',
        ],
      },
      {
        title: 'Come contattarci',
        body: [
          'Per esercitare i tuoi diritti o per qualsiasi chiarimento scrivi a {email}: ti rispondiamo entro un mese dalla richiesta.',
        ],
      },
    ],
  },
  cookie: {
    title: 'Cookie policy',
    updated: UPDATED,
    intro:
      'I cookie sono piccoli file di testo che il sito salva nel tuo browser. Qui trovi quali cookie usa {siteUrl}, a cosa servono e come puoi dare, negare o revocare il consenso.',
    sections: [
      {
        title: 'Cookie tecnici e funzionali',
        body: [
          'Servono a far funzionare il sito e a ricordare le scelte che fai, per esempio le preferenze sui cookie. Non richiedono il consenso e non possono essere disattivati dal pannello, ma puoi bloccarli dalle impostazioni del browser: alcune parti del sito potrebbero non funzionare correttamente.',
        ],
      },
      {
        title: 'Cookie analitici',
        body: [
          'Ci aiutano a capire come viene usato il sito, per esempio quali pagine sono più visitate, raccogliendo informazioni in forma anonima e aggregata. Sono attivati solo se dai il consenso.',
        ],
      },
      {
        title: 'Gestione delle preferenze',
        body: [
          'Le tue scelte sono gestite tramite uno strumento di consenso dei cookie, che salva nel browser un cookie tecnico con le preferenze espresse.',
        ],
      },
      {
        title: 'Servizi di terze parti',
        body: [
          'Il sito può usare servizi di analisi statistica e di gestione dei tag (tag manager) forniti da terze parti, che possono installare cookie propri. Questi servizi vengono caricati solo dopo il tuo consenso e trattano i dati secondo le proprie informative, che trovi sui siti dei rispettivi fornitori.',
        ],
      },
      {
        title: 'Come dare o revocare il consenso',
        body: [
          'Alla prima visita un banner ti chiede quali categorie di cookie accettare: puoi accettarle tutte, rifiutare quelle non necessarie o scegliere una per una.',
          'Puoi cambiare idea in qualsiasi momento:',
          [
            'dal pannello di gestione dei cookie, che apri con il link «Gestisci cookie» in fondo a ogni pagina',
            'dalle impostazioni del tuo browser, dove puoi anche cancellare i cookie già salvati',
          ],
        ],
        action: 'cookiePreferences',
      },
      {
        title: 'Per quanto tempo ricordiamo la tua scelta',
        body: [
          'La tua scelta è conservata per 6 mesi. Trascorso questo periodo, o se aggiorniamo in modo rilevante l’elenco dei cookie, il banner ti chiederà di nuovo il consenso.',
        ],
      },
      {
        title: 'Titolare e contatti',
        body: [
          'Il titolare del trattamento è {company}, con sede in {address}. Per domande sui cookie scrivi a {email}. Per sapere come trattiamo i dati personali leggi la privacy policy.',
        ],
      },
    ],
  },
};
