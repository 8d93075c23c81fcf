/** English (US) · unsubscribe: user/unsubscribe, stopping marketing mail. Keys and {placeholders} as zh-TW's. */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'unsubscribe.heading': 'Unsubscribe from marketing emails',
  'unsubscribe.intro': 'Press the button and we stop sending you offers and news. Bills, login links and service notices are not affected and still arrive.',
  'unsubscribe.button': 'Unsubscribe from marketing emails',
  'unsubscribe.sending': 'Unsubscribing…',
  'unsubscribe.done': 'You are unsubscribed. {email} will get no more marketing emails from Skyline.',
  'unsubscribe.again.body': 'Changed your mind? You can subscribe again here at any time.',
  'unsubscribe.again.button': 'Subscribe again',
  'unsubscribe.again.sending': 'Subscribing…',
  'unsubscribe.resubscribed': 'You are subscribed again. {email} will get offers and news from Skyline; every one of them has an unsubscribe link.',
  'unsubscribe.invalid': 'This unsubscribe link is not valid or no longer works (for instance because you subscribed again later). Use the link in the latest email, or contact support and we will unsubscribe you.',
  'unsubscribe.missing': 'This link is incomplete: its unsubscribe code is missing. Open the link from the email again, or contact support and we will unsubscribe you.',
  'unsubscribe.failed': 'We could not reach the server, so nothing changed yet. Please press again in a moment.',
  'unsubscribe.contact': 'Contact support',
} satisfies AreaMessages;
