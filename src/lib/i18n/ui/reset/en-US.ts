/**
 * English (US) · reset: resetting a service or the account (new login link and subscription address).
 * Keys starting with `reset.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'reset.heading': 'Reset',
  'reset.intro.service': 'If someone else may have your login link or subscription address, reset them: the old ones stop working at once and new ones replace them.',
  'reset.intro.account': 'If someone else may have your login link, reset it: the old link stops working at once and a new one replaces it.',
  'reset.start.service': 'Reset login link and subscription address',
  'reset.start.account': 'Reset login link',
  'reset.previewing': 'Checking what a reset will change…',
  'reset.dialog.heading': 'Before you reset',
  'reset.changes.heading': 'What changes',
  'reset.changes.loginLink': 'Your login link: a new link replaces it. The old link stops working at once, and every device and browser logged in with it is logged out.',
  'reset.changes.subscription': 'The subscription address of {service}: a new address replaces it. The old one stops updating at once, and every client app that imported it ({clients}) on every device must import it again.',
  'reset.unchanged': 'Not changed: your services, expiry dates, data, bills and email.',
  'reset.service': 'service #{id}',
  'reset.understood.service': 'I understand that the old login link and subscription address stop working at once, and every client app must import again.',
  'reset.understood.account': 'I understand that the old login link stops working at once.',
  'reset.understoodMissing': 'Tick the box above first, then reset.',
  'reset.confirm': 'Reset now',
  'reset.confirming': 'Resetting…',
  'reset.cancel': 'Cancel',
  'reset.done.heading': 'Reset done',
  'reset.done.oldStopped': 'Your old login link has stopped working.',
  'reset.done.subscription': 'Your subscription address has changed too: import the new address from the service page again in the client app on every device.',
  'reset.done.save': 'Save your new login link now: you need it to log in on another device or browser, or here again if this browser forgets you.',
  'reset.done.mailed': 'We also sent the new login link to {email}.',
  'reset.done.notKept': 'This browser cannot keep you logged in: copy or download the new link now. Once this page is closed, it is the only way in.',
  'reset.done.close': 'I have saved it, close',
  'reset.link.label': 'Your new login link',
  'reset.link.copy': 'Copy link',
  'reset.link.copied': 'Copied',
  'reset.link.download': 'Download as a file',
  'reset.restart': 'Start the reset again',
} satisfies AreaMessages;
