/**
 * Legal texts (language "en"), the English version of ./legal.it.ts: the same
 * documents, facts and date. {company}, {vatId}, {address}, {email} and
 * {siteUrl} are filled from site.json when the page is rendered.
 */
import type { LegalDocumentKey } from '../../schemas/sections/legalSections';
import type { LegalDocument } from './legal.it';
import { PRIVACY_NOTICE_VERSION } from './legal-version';

export type { LegalBlock, LegalDocument } from './legal.it';

const UPDATED = { iso: PRIVACY_NOTICE_VERSION, label: '22 November 2026' } as const;

export const legalDocuments: Record<LegalDocumentKey, LegalDocument> = {
  privacy: {
    title: 'Privacy policy',
    updated: UPDATED,
    intro:
      'This notice explains what personal data we collect through the website {siteUrl}, why we collect it, how long we keep it and what your rights are. It is provided under Articles 13 and 14 of Regulation (EU) 2016/679 (GDPR).',
    sections: [
      {
        title: 'Data controller',
        body: [
          'The data controller is {company}, VAT no. {vatId}, with registered office at {address}.',
          'If you have any questions about how we process your data, you can write to us at {email}.',
        ],
      },
      {
        title: 'The data we collect',
        body: [
          'The contact form and the materials request form collect:',
          [
            'first name',
            'last name',
            'company or organisation (optional)',
            'e-mail address',
            'phone number (optional)',
            'in the contact form, the message you write to us',
            'in the materials request form, the product and the material you ask for (product sheet, presentation or case study)',
            'if you chose to receive updates, your consent and the version of this notice you read',
          ],
          'When you leave your e-mail address to receive information or book a demo, we collect the address and the name of the product you are interested in.',
          'While you browse, the systems that run the website record some technical data:',
          [
            'IP address',
            'technical logs (date and time of the request, page visited, browser and device type)',
            'cookies, as described in the cookie policy',
          ],
          'If you write to Rachel, the AI assistant in the chat, your messages are used only to answer you: please do not enter personal data that your request does not need.',
        ],
      },
      {
        title: 'Why we process it and on what legal basis',
        body: [
          [
            'Answering your requests for information, materials or demos: steps taken at your request before entering into a contract (Art. 6(1)(b) GDPR).',
            'Sending you news about our products and services, only if you asked for it: consent (Art. 6(1)(a) GDPR), which you can withdraw at any time.',
            'Measuring use of the website statistically with analytics cookies: consent (Art. 6(1)(a) GDPR), given through the cookie banner.',
            'Keeping the website secure and working properly, and preventing abuse: the legitimate interest of the controller (Art. 6(1)(f) GDPR).',
          ],
          'Providing the data in the forms is optional, but without it we cannot answer you.',
        ],
      },
      {
        title: 'Who processes the data on our behalf',
        body: [
          'The data is processed by our authorised staff and by suppliers acting as processors (Art. 28 GDPR), chosen because they offer adequate guarantees:',
          [
            'website hosting and infrastructure providers',
            'statistical analysis (analytics) services',
            'marketing and contact management tools',
            'cookie and consent management platform',
          ],
          'The data is neither disclosed to the public nor sold to third parties. The up-to-date list of processors is available on request.',
        ],
      },
      {
        title: 'Transfers outside the European Union',
        body: [
          'We prefer suppliers with servers in the European Union. If a supplier processes data outside the European Economic Area, the transfer only takes place to countries covered by an adequacy decision of the European Commission or under the standard contractual clauses approved by the Commission (Articles 45 and 46 GDPR).',
        ],
      },
      {
        title: 'How long we keep the data',
        body: [
          'We keep the data only for as long as we need to answer your request or, where processing is based on consent, until you withdraw it. Technical logs are kept only for as long as strictly necessary for the security of the website, unless requested by the judicial authorities.',
        ],
      },
      {
        title: 'Your rights',
        body: [
          'You can exercise the rights set out in Articles 15 to 22 GDPR at any time:',
          [
            'access your data and receive a copy of it',
            'ask for it to be corrected or erased',
            'ask for processing to be restricted',
            'object to processing based on legitimate interest',
            'receive your data in a structured format (portability)',
            'withdraw your consent, without affecting the lawfulness of processing carried out before the withdrawal',
          ],
          'If you believe that the processing infringes the GDPR, you can lodge a complaint with the Italian Data Protection Authority, the Garante per la protezione dei dati personali (www.garanteprivacy.it).',
        ],
      },
      {
        title: 'How to contact us',
        body: [
          'To exercise your rights or for any clarification, write to {email}: we will reply within one month of your request.',
        ],
      },
    ],
  },
  cookie: {
    title: 'Cookie policy',
    updated: UPDATED,
    intro:
      'Cookies are small text files that a website stores in your browser. Here you can find out which cookies {siteUrl} uses, what they are for and how you can give, refuse or withdraw your consent.',
    sections: [
      {
        title: 'Technical and functional cookies',
        body: [
          'They make the website work and remember the choices you make, such as your cookie preferences. They do not require consent and cannot be switched off from the panel, but you can block them in your browser settings: some parts of the website may then not work properly.',
        ],
      },
      {
        title: 'Analytics cookies',
        body: [
          'They help us understand how the website is used, for example which pages are visited most, by collecting information anonymously and in aggregate. They are only enabled if you give your consent.',
        ],
      },
      {
        title: 'Managing your preferences',
        body: [
          'Your choices are managed through a cookie consent tool, which stores a technical cookie with your preferences in your browser.',
        ],
      },
      {
        title: 'Third-party services',
        body: [
          'The website may use statistical analysis and tag management services provided by third parties, which may set their own cookies. These services are only loaded after you give your consent, and they process data according to their own privacy notices, which you can find on each provider’s website.',
        ],
      },
      {
        title: 'How to give or withdraw consent',
        body: [
          'On your first visit, a banner asks which categories of cookies you accept: you can accept them all, reject the non-essential ones or choose one by one.',
          'You can change your mind at any time:',
          [
            'from the cookie management panel, which you open with the “Manage cookies” link at the bottom of every page',
            'from your browser settings, where you can also delete cookies that have already been stored',
          ],
        ],
        action: 'cookiePreferences',
      },
      {
        title: 'How long we remember your choice',
        body: [
          'Your choice is kept for 6 months. After that, or if we make significant changes to the list of cookies, the banner will ask for your consent again.',
        ],
      },
      {
        title: 'Controller and contacts',
        body: [
          'The data controller is {company}, with registered office at {address}. For questions about cookies, write to {email}. To find out how we process personal data, read the privacy policy.',
        ],
      },
    ],
  },
};
