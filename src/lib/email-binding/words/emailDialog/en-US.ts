/**
 * English (US) · emailDialog: the email binding dialog, loaded on demand (send code, verify, resend, change, revoke, unbind).
 * Keys starting with `emailDialog.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'emailDialog.heading': 'Email for account recovery',
  'emailDialog.close': 'Close',
  'emailDialog.label': 'Email',
  'emailDialog.EmailEmpty': 'Enter your email.',
  'emailDialog.EmailFormat': 'This email does not look right. Check it for a typo.',
  'emailDialog.send': 'Send code',
  'emailDialog.sending': 'Sending…',
  'emailDialog.unverifiedHint': 'This email is not verified yet. Verify it so it can recover your account.',
  'emailDialog.pending.change': 'Changing to {email}: the change takes effect once you enter the code sent there. Until then, your current email stays.',
  'emailDialog.pending.sent': 'We sent a 6-digit code to {email}. It works until {time} (Hong Kong time). You can also open the link in that email.',
  'emailDialog.code.label': 'Verification code',
  'emailDialog.code.problem': 'Enter the 6-digit code.',
  'emailDialog.verify': 'Verify',
  'emailDialog.verifying': 'Verifying…',
  'emailDialog.notReceived': 'Nothing yet? Check your spam folder.',
  'emailDialog.resend': 'Send a new code',
  'emailDialog.resendIn': 'New code in {seconds} s',
  'emailDialog.useAnother': 'Use another email',
  'emailDialog.change': 'Change email',
  'emailDialog.revoke': 'Cancel this change',
  'emailDialog.revokeUnverified': 'Remove this email',
  'emailDialog.unbind': 'Unbind',
  'emailDialog.unbind.confirmText': 'Once unbound, your account cannot be recovered by email if you lose your login link. Unbind it?',
  'emailDialog.unbind.confirm': 'Yes, unbind',
  'emailDialog.unbind.keep': 'Keep it',
  'emailDialog.working': 'Working…',
  'emailDialog.done.send': 'Code sent.',
  'emailDialog.done.verify': 'Your email is verified: it can now recover your account.',
  'emailDialog.done.revoke': 'The change is cancelled.',
  'emailDialog.done.unbind': 'Your email is unbound.',
  'emailDialog.cancel': 'Cancel',
} satisfies AreaMessages;
