/**
 * English (US) · billsDialog: the cancel-renewal dialog's words, fetched with the dialog (load-area.ts).
 * Keys starting with `billsDialog.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'billsDialog.heading': 'Cancel the renewal of service #{id}?',
  'billsDialog.what': 'If you cancel the renewal:',
  'billsDialog.keepsWorking': 'The service keeps working until {date} (Hong Kong time), then stops.',
  'billsDialog.noBill': 'No renewal bill will be issued.',
  'billsDialog.billCancelled': 'The unpaid renewal bill #{id} is cancelled now.',
  'billsDialog.noRefund': 'Nothing is refunded by cancelling. Where the refund rules allow one (within {days} days of paying; {trialDays} days for the 7-day trial; never for Alipay or WeChat Pay), you can ask support for a refund.',
  'billsDialog.refundLink': 'Ask support for a refund',
  'billsDialog.final': 'This cannot be undone. You can order a new plan at any time.',
  'billsDialog.understood': 'I understand this cannot be undone',
  'billsDialog.reason.label': 'Why are you cancelling? (optional)',
  'billsDialog.reason.hint': 'Up to {max} characters. Only our team reads it.',
  'billsDialog.confirm': 'Cancel renewal, service ends on {date}',
  'billsDialog.sending': 'Cancelling the renewal…',
  'billsDialog.checking': 'No answer came back. Checking whether the renewal was cancelled…',
  'billsDialog.keep': 'Keep the renewal',
} satisfies AreaMessages;
