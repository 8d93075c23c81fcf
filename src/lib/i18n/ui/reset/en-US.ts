/**
 * English (US) · reset: resetting a service or the account (new login link and subscription address).
 * Keys starting with `reset.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'reset.heading': 'Reset',
} satisfies AreaMessages;
