/**
 * English (US) · loginPage: user/login, login by link or by email (ADR 0032).
 * Keys starting with `loginPage.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

const messages = {
  'loginPage.heading': 'Log in',
  'loginPage.intro': 'Skyline has no passwords: your personal login link is how you log in. Paste the link, or have it sent to the email address bound to your account.',
  'loginPage.link.heading': 'Paste your login link',
  'loginPage.link.label': 'Login link',
  'loginPage.link.hint': 'Paste the whole link. Extra spaces, line breaks or full-width characters do no harm.',
  'loginPage.link.submit': 'Log in with this link',
  'loginPage.link.checking': 'Checking the login link…',
  'loginPage.link.foreign': 'This link is not a login link of this site ({origin}), so it will not be opened, for your safety. Use only the link Skyline gave you.',
  'loginPage.link.refused': 'This login link no longer works; the account may have been reset. Use your newest login link, or get it again by email.',
  'loginPage.email.heading': 'Get your login link by email',
  'loginPage.email.label': 'Email',
  'loginPage.email.submit': 'Send my login link',
  'loginPage.email.sending': 'Sending…',
  'loginPage.email.sent': 'If {email} is bound to a Skyline account and verified, its login link is on its way. Check your inbox, and your spam folder too.',
  'loginPage.email.wait': 'You can ask again in {seconds} seconds.',
  'loginPage.email.ready': 'You can ask again now.',
  'loginPage.email.EmailEmpty': 'Enter your email address.',
  'loginPage.email.EmailFormat': 'This email address is not valid. Check it and try again.',
  'loginPage.anonymous.heading': 'Made your account without an email?',
  'loginPage.anonymous.body': 'An anonymous account without an email can only be logged in with its login link: the one you copied or downloaded as a text file when the account was made, also shown on the page after payment. We cannot send it to you, and it cannot be recovered if lost.',
  'loginPage.anonymous.bind': 'Once logged in, bind an email on the My account page, so a lost link can be sent to you.',
} as const satisfies AreaMessages;

export default messages;
