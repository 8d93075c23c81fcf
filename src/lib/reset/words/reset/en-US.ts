/**
 * English (US) · reset: resetting a service or the account (new login link and subscription address).
 * Keys starting with `reset.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'reset.heading': 'Reset',
  'reset.intro.service': 'If someone else may have your login link or subscription address, reset them: the old ones stop working at once and new ones replace them.',
  'reset.intro.account': 'If someone else may have your login link, reset it: the old link and the subscription address of every service stop working at once, new ones replace them, and every client app must import again.',
  'reset.start.service': 'Reset login link and subscription address',
  'reset.start.account': 'Reset login link and all subscription addresses',
} satisfies AreaMessages;
