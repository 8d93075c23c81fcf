/**
 * English (US) · shell: the page shell and the static pages.
 * Keys starting with `brand.`, `lang.`, `shell.`, `notFound.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'brand.name': 'Skyline',

  'lang.name': 'English',
  'lang.switcher.label': 'Language',

  'shell.skipToContent': 'Skip to main content',
  'shell.nav.label': 'Main',
  'shell.nav.plans': 'Plans',
  'shell.nav.myService': 'My service',
  'shell.nav.bills': 'Bills',
  'shell.nav.account': 'Account',
  'shell.nav.affiliate': 'Invite friends',
  'shell.nav.help': 'Help',
  'shell.nav.login': 'Log in',
  'shell.footer.label': 'Site footer',
  'shell.footer.about': 'Run from Hong Kong for users across Asia. Unlimited traffic on every plan.',
  'shell.footer.support': 'Human support 12 hours a day, 7 days a week',
  'shell.footer.copyright': '© {year} Skyline',
  'shell.footer.links.help': 'Help center',
  'shell.footer.links.contact': 'Contact us',
  'shell.footer.links.refund': 'Refund policy',


  'notFound.heading': 'Page not found',
  'notFound.body': 'This page does not exist, or you do not have access to it.',
  'notFound.home': 'Go to the home page',
  'notFound.help': 'Get help',
} satisfies AreaMessages;
