/**
 * English (US) · action: the buttons that offer a way forward (the error catalogue names one per error).
 * Keys starting with `action.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'action.retry': 'Try again',
  'action.refresh': 'Refresh the page',
  'action.reorder': 'Place a new order',
  'action.payAgain': 'Pay again',
  'action.contactSupport': 'Contact support',
  'action.login': 'Log in',
  'action.otherMethod': 'Use another payment method',
  'action.dismiss': 'Dismiss',
  'action.bindEmail': 'Bind an email',
  'action.verifyAgain': 'Verify again',
} satisfies AreaMessages;
