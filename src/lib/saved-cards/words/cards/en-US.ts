/**
 * English (US) · cards: the account page's saved cards (list, add through Stripe, remove).
 * Keys starting with `cards.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'cards.heading': 'Saved cards',
  'cards.intro': 'You can pay your renewals with these cards. Stripe keeps the card details; Skyline never sees your full card number.',
  'cards.loading': 'Loading your saved cards…',
  'cards.empty': 'You have no saved cards.',
  'cards.card': '{brand} ending in {last4}',
  'cards.expires': 'Expires {month}/{year}',
  'cards.expired': 'Expired ({month}/{year})',
  'cards.remove': 'Remove',
  'cards.removeNamed': 'Remove {card}',
  'cards.removed': '{card} was removed.',
  'cards.add': 'Add a card',
  'cards.added': '{card} was added.',
  'cards.addedUnnamed': 'Your card was added.',
  'cards.unavailable.hint': 'The card service cannot be reached from your network. Your saved cards are not affected. Please try again later.',
  'cards.form.heading': 'Add a card',
  'cards.form.save': 'Save card',
  'cards.form.checking': 'Checking whether your card was saved…',
  'cards.form.cancel': 'Cancel',
  'cards.form.declined': 'This card could not be saved: your bank did not accept it. Check the details or use another card.',
  'cards.form.notAdded': 'Your card was not saved. Please try again.',
  'cards.form.unknown': 'The connection dropped, so we could not tell whether your card was saved.',
  'cards.form.checkAgain': 'Check again',
  'cards.dialog.heading': 'Remove this card?',
  'cards.dialog.body': '{card} will be removed from your account and can no longer pay your renewals. You can add it again later.',
  'cards.dialog.confirm': 'Remove card',
  'cards.dialog.removing': 'Removing…',
  'cards.dialog.keep': 'Keep this card',
  'cards.dialog.failed': 'The card was not removed; it is still on your account.',
} satisfies AreaMessages;
