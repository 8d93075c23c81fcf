/**
 * English (US) · help: the help centre's pages (issue 12).
 * Keys starting with `help.` (the area rule: ../areas.ts); the same keys as zh-TW.ts.
 */
import type { WithPluralForms } from '../../../core/i18n/areas.ts';
import type { AreaMessages } from './zh-TW.ts';

const messages = {
  'help.heading': 'Help center',
  'help.article.documentTitle': '{title} | Help center | Skyline',
  'help.intro': 'Setup guides, payments and your account, and what to do when a connection stops working.',
  'help.breadcrumb': 'You are here',
  'help.updated': 'Updated {date}',
  'help.inSection': 'More in this section',
  'help.contact.heading': 'Still need help?',
  'help.contact.body': 'Support is online 12 hours a day, every day. We reply to most questions within about 12 hours, and to payment questions within about 6.',
  'help.contact.link': 'Contact support',
} satisfies WithPluralForms<AreaMessages>;

export default messages;
