/**
 * English (US) · balance: the account page's balance and its history.
 * Keys starting with `balance.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'balance.heading': 'Balance',
  'balance.available': 'Available balance',
  'balance.loading': 'Loading your balance…',
  'balance.hint': 'Your balance can pay all or part of a bill.',
  'balance.history.heading': 'Balance history',
  'balance.history.loading': 'Loading your balance history…',
  'balance.history.empty': 'Nothing has moved your balance yet.',
  'balance.col.date': 'Date',
  'balance.col.amount': 'Amount',
  'balance.col.type': 'Type',
  'balance.col.for': 'Bill',
  'balance.col.after': 'Balance after',
  'balance.in': 'In: +{amount}',
  'balance.out': 'Out: −{amount}',
  'balance.type.pay-bill': 'Paid a bill',
  'balance.type.withdraw-credit': 'Bonus withdrawn to balance',
  'balance.type.top-up': 'Top-up',
  'balance.type.refund': 'Refund',
  'balance.bill': 'Bill #{id}',
  'balance.shown': 'Showing {shown} of {total}',
  'balance.more': 'Show earlier entries',
  'balance.moreLoading': 'Loading earlier entries…',
} satisfies AreaMessages;
