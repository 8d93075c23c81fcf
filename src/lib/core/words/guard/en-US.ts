/**
 * English (US) · guard: the login check, the human check and the login-link capture.
 * Keys starting with `guard.`, `verify.`, `login.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'guard.checking': 'Checking your login…',
  'guard.signatureUnverified': 'We could not confirm your login just now, but you stay logged in; some details may be out of date.',

  'verify.heading': 'Checking your browser',
  'verify.body': 'This takes a few seconds and protects the service from automated abuse.',
  'verify.progress': 'Checking…',
  'verify.passed': 'Done. Taking you to the page you asked for…',
  'verify.noscript': 'Please turn on JavaScript to continue. The check runs in your browser and sends nothing personal.',

  'login.stored': 'You are logged in. The login link has been saved on this device and removed from the address bar.',
  'login.storageUnavailable': 'This browser will not save your login, so the link stays in the address bar. Bookmark this page to come back.',
  'login.resetElsewhere': 'Your login link was reset or replaced in another tab: the old link no longer works, and this tab now uses the new one.',
  'login.arrivalRefused': 'The login link you opened no longer works; its account may have been reset. You are still logged in as before: nothing changed on this device.',
  'login.emailLinkNeedsLogin': 'This email verification link works only in a browser where you are logged in. Open your login link here first, then the link in the email again, or enter the email’s 6-digit code on the “My account” page.',

  'guard.offlineCopy': 'You are offline. This is the copy of the page saved on this device; it updates by itself when the connection returns.',
  'guard.offlinePage.heading': 'You are offline',
  'guard.offlinePage.body': 'This page has not been opened on this device yet, so no copy of it is saved. It opens here by itself when the connection returns.',
  'guard.offlinePage.hint': 'Pages you have opened before still work offline, such as the help center.',
  'guard.offlinePage.help': 'Go to the help center',
} satisfies AreaMessages;
