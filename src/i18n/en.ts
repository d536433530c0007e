/**
 * Interface strings (language "en"), key for key the Italian ones in ./it.ts:
 * the UiStrings annotation makes a missing or extra key a compile error.
 * Page copy lives in pages-config/en/; these are the labels the code itself needs.
 */
import type { UiStrings } from './it';

export const en: UiStrings = {
  languages: { it: 'Italian', en: 'English' },
  languageSwitcher: {
    label: 'Language',
    untranslated: 'this page is not translated yet: the link opens the home page',
  },
  header: {
    home: 'Home page',
    mainNav: 'Main menu',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    mobileNav: 'Mobile navigation menu',
  },
  footer: {
    menu: 'Menu',
    products: 'Products',
    legal: 'Legal',
    vat: 'VAT no.',
    rights: 'All rights reserved.',
  },
  notFound: {
    title: 'Page not found',
    headingTop: 'Oops!',
    headingBottom: 'Page not found',
    text: "The page you're looking for doesn't exist or has been moved.",
    back: 'Back to the home page',
  },
  error: { text: 'Error' },
  unavailable: { cookies: "The cookie preferences didn't load: reload the page to try again." },
  button: { loading: 'Loading…' },
  lead: {
    emailLabel: 'Your e-mail address',
    emailPlaceholder: 'name@company.com',
    submit: 'Send',
    submitting: 'Sending…',
    thanks: "Thank you for your interest: we'll get back to you as soon as possible.",
    honeypotLabel: 'Leave this field empty',
    /** The endpoint refused the address (a permanent 4xx). */
    refused: 'We cannot register this address: check it is spelt correctly and try again.',
    /** No answer (network failure or timeout): it may have arrived, so no plain "send again". */
    failed:
      'We got no confirmation, but your request may still have reached us. If you have not heard from us within a working day, write to us at',
  },
  chat: {
    bubble: (name: string) => `Ask ${name}`,
    loading: 'Opening the chat…',
    unavailable: "The chat isn't available right now: please write to us from the Contact page.",
    dismiss: 'OK, close',
  },
  consent: {
    manage: 'Manage cookies',
    title: 'We respect your privacy',
    // Short on purpose, like the Italian: a long paragraph painted late became the mobile LCP.
    description:
      'We use technical cookies and, only with your consent, anonymous statistics cookies. You can change your mind at any time from “Manage cookies”.',
    acceptAll: 'Accept all',
    reject: 'Reject',
    customize: 'Customise',
    closeAndReject: 'Close and reject non-essential cookies',
    policy: 'Cookie policy',
    privacy: 'Privacy policy',
    close: 'Close',
  },
  productGrid: { discover: 'Discover' },
  carousel: {
    roleDescription: 'carousel',
    slide: 'slide',
    slideLabel: (n: number, total: number) => `${n} of ${total}`,
    pause: 'Pause the slideshow',
    play: 'Resume the slideshow',
  },
  cardSlider: {
    prev: 'Previous card',
    next: 'Next card',
    goTo: (n: number, total: number) => `Go to card ${n} of ${total}`,
  },
  media: {
    play: (title: string) => `Play the video: ${title}`,
    loading: 'Loading the video…',
    unavailable: "The video isn't available right now. Please try again later.",
    comingSoon: 'Video coming soon',
  },
  contactColumns: { newTab: '(opens in a new tab)' },
  legal: { updated: 'Last updated:', toc: 'On this page', openCookiePanel: 'Open the cookie panel' },
  skipLink: 'Skip to content',
};

export const ui = en;
