/**
 * English (US) · email: the email binding as the service page first shows it (state in a line, the prompt, the buttons that open the dialog).
 * Keys starting with `email.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'email.heading': 'Email',
  'email.why': 'Your account has no email. If you lose your login link, your account cannot be recovered without one; with an email bound, we can send you your login link.',
  'email.prompt.title': 'Bind an email so your account can be recovered',
  'email.prompt.go': 'Bind an email',
  'email.status.verified': '{email} (verified)',
  'email.status.unverified': '{email} (not verified)',
  'email.state.sent': 'A code was sent to {email}: waiting for it to be entered.',
  'email.state.change': 'Changing to {email}: waiting for the code sent there.',
  'email.open.code': 'Enter the code',
  'email.open.manage': 'Manage email',
} satisfies AreaMessages;
