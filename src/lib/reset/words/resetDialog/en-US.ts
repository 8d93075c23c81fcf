/**
 * English (US) · resetDialog: the reset dialog's words, fetched with the dialog (load-area.ts).
 * Keys starting with `resetDialog.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'resetDialog.previewing': 'Checking what a reset will change…',
  'resetDialog.dialog.heading': 'Before you reset',
  'resetDialog.changes.heading': 'What changes',
  'resetDialog.changes.loginLink': 'Your login link: a new link replaces it. The old link stops working at once, and every device and browser logged in with it is logged out.',
  'resetDialog.changes.subscription': 'The subscription address of {service}: a new address replaces it. The old one stops updating at once, and every client app that imported it ({clients}) on every device must import it again.',
  'resetDialog.unchanged': 'Not changed: your services, expiry dates, data, bills and email.',
  'resetDialog.service': 'service #{id}',
  'resetDialog.understood.service': 'I understand that the old login link and subscription address stop working at once, and every client app must import again.',
  'resetDialog.understood.account': 'I understand that the old login link stops working at once.',
  'resetDialog.understood.accountServices': 'I understand that the old login link and the subscription addresses of all my services stop working at once, and every client app must import again.',
  'resetDialog.understoodMissing': 'Tick the box above first, then reset.',
  'resetDialog.confirm': 'Reset now',
  'resetDialog.confirming': 'Resetting…',
  'resetDialog.cancel': 'Cancel',
  'resetDialog.done.heading': 'Reset done',
  'resetDialog.done.oldStopped': 'Your old login link has stopped working.',
  'resetDialog.done.subscription': 'Your subscription address has changed too: import the new address from the service page again in the client app on every device.',
  'resetDialog.done.subscriptions': 'The subscription addresses of all your services have changed too: every client app on every device must import again. The new addresses are on each service page.',
  'resetDialog.done.save': 'Save your new login link now: you need it to log in on another device or browser, or here again if this browser forgets you.',
  'resetDialog.done.mailed': 'We also sent the new login link to {email}.',
  'resetDialog.done.notKept': 'This browser cannot keep you logged in: copy or download the new link now. Once this page is closed, it is the only way in.',
  'resetDialog.done.close': 'I have saved it, close',
  'resetDialog.link.label': 'Your new login link',
  'resetDialog.link.copy': 'Copy link',
  'resetDialog.link.copied': 'Copied',
  'resetDialog.link.download': 'Download as a file',
  'resetDialog.restart': 'Start the reset again',
} satisfies AreaMessages;
