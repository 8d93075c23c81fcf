/**
 * English (US) · status: service states and billing cycles, shared by the service page, the wizard and the bill.
 * Keys starting with `status.`, `cycle.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'status.Active': 'Active',
  'status.Pending': 'Awaiting payment',
  'status.Expired': 'Expired',
  'status.Terminated': 'Terminated',
  'status.Stopped': 'Stopped',
  'status.Blacklisted': 'Suspended',
  'status.Blacklisted.hint': 'This service was suspended for unusual use, such as its subscription address leaking and being used by many devices at once. Resetting it issues a new login link and subscription address and stops the old ones at once; or contact support.',

  'cycle.Monthly': 'Monthly',
  'cycle.Semi-annually': 'Every 6 months',
  'cycle.Annually': 'Yearly',
  'cycle.Biennially': 'Every 2 years',
  'cycle.Trial': '7-day trial',
} satisfies AreaMessages;
