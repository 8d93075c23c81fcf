/**
 * English (US) · email: binding an email to the account (send code, verify, resend, unbind).
 * Keys starting with `email.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'email.heading': 'Email',
  'email.loading': 'Loading your email…',
  'email.why': 'Your account has no email. If you lose your login link, your account cannot be recovered without one; with an email bound, we can send you your login link.',
  'email.prompt.title': 'Bind an email so your account can be recovered',
  'email.prompt.go': 'Bind an email',
  'email.label': 'Email',
  'email.EmailEmpty': 'Enter your email.',
  'email.EmailFormat': 'This email does not look right. Check it for a typo.',
  'email.send': 'Send code',
  'email.sending': 'Sending…',
  'email.status.verified': '{email} (verified)',
  'email.status.unverified': '{email} (not verified)',
  'email.unverifiedHint': 'This email is not verified yet. Verify it so it can recover your account.',
  'email.pending.change': 'Changing to {email}: the change takes effect once you enter the code sent there. Until then, your current email stays.',
  'email.pending.sent': 'We sent a 6-digit code to {email}. It works until {time} (Hong Kong time). You can also open the link in that email.',
  'email.code.label': 'Verification code',
  'email.code.problem': 'Enter the 6-digit code.',
  'email.verify': 'Verify',
  'email.verifying': 'Verifying…',
  'email.notReceived': 'Nothing yet? Check your spam folder.',
  'email.resend': 'Send a new code',
  'email.resendIn': 'New code in {seconds} s',
  'email.useAnother': 'Use another email',
  'email.change': 'Change email',
  'email.revoke': 'Cancel this change',
  'email.revokeUnverified': 'Remove this email',
  'email.unbind': 'Unbind',
  'email.unbind.confirmText': 'Once unbound, your account cannot be recovered by email if you lose your login link. Unbind it?',
  'email.unbind.confirm': 'Yes, unbind',
  'email.unbind.keep': 'Keep it',
  'email.working': 'Working…',
  'email.done.send': 'Code sent.',
  'email.done.verify': 'Your email is verified: it can now recover your account.',
  'email.done.revoke': 'The change is cancelled.',
  'email.done.unbind': 'Your email is unbound.',
  'email.cancel': 'Cancel',
} satisfies AreaMessages;
