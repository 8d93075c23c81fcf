/**
 * English (US) · account: the manage-account page (login link and its recovery sheet, selected service, messages from the provider).
 * Keys starting with `account.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'account.heading': 'My account',
  'account.loading': 'Loading your account…',

  'account.link.heading': 'Login link',
  'account.link.what': 'This link is your account: anyone who has it can manage your services. Keep it safe and never share it.',
  'account.link.label': 'Your login link',
  'account.link.hidden': 'Your login link is hidden.',
  'account.link.reveal': 'Show login link',
  'account.link.copy': 'Copy link',
  'account.link.copied': 'Copied',
  'account.link.download': 'Download as a text file',
  'account.link.sheet': 'Print a recovery sheet',

  'account.sheet.heading': 'Skyline login link: recovery sheet',
  'account.sheet.what': 'This is the login link to your Skyline account. Open it in any browser, or scan the QR code with your phone, to log in and manage your services.',
  'account.sheet.danger': 'Anyone who holds this link controls your account. Keep this sheet somewhere safe, and do not photograph or share it.',
  'account.sheet.leak': 'If the link leaks: open the “My account” page and choose “Reset login link”. The old link stops working at once and a new one replaces it; then print a new sheet.',
  'account.sheet.linkLabel': 'Login link',
  'account.sheet.qrAlt': 'QR code of the login link',
  'account.sheet.qrFailed.title': 'The QR code cannot be shown',
  'account.sheet.qrFailed.hint': 'The link is still on the sheet as text, so you can print it as it is.',
  'account.sheet.local': 'This sheet is made on your device only; nothing is sent anywhere.',
  'account.sheet.print': 'Print',
  'account.sheet.close': 'Close',

  'account.service.heading': 'Selected service',
  'account.service.why': 'Renewals, bills and usage show this service.',
  'account.service.selected': '{service}: {status}',
  'account.service.none': 'You have no service yet.',
  'account.service.order': 'Choose a plan',
  'account.service.open': 'Open this service',
  'account.service.switch': 'Switch service',

  'account.messages.heading': 'Messages from the provider',
  'account.messages.loading': 'Loading messages…',
  'account.messages.empty': 'No messages yet.',
  'account.messages.kind.service': 'Service',
  'account.messages.kind.billing': 'Billing',
  'account.messages.kind.notice': 'Notice',
  'account.messages.kind.affiliate': 'Invite friends',
  'account.messages.at': '{date} (Hong Kong time)',
  'account.migrate.link': 'Read how the move works and start it',
} satisfies AreaMessages;
