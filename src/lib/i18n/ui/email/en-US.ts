/**
 * English (US) · email: binding an email to the account (send code, verify, resend, unbind).
 * Keys starting with `email.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'email.heading': 'Email',
} satisfies AreaMessages;
