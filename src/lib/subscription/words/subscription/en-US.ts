/**
 * English (US) · subscription: the subscription address as the service page and the paid
 * view show it up front: copy, QR code, the share button, one-tap import into the
 * recommended app and its "didn't open?" steps (the rest is in ../subscriptionGuide).
 * Keys starting with `subscription.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'subscription.heading': 'Subscription address',
  'subscription.intro': 'Import this address into the app on your device to connect. It is your use link: anyone who has it can use your data, so share it only with people you trust.',
  'subscription.loading': 'Loading your subscription address…',
  'subscription.unavailable': 'We cannot show your subscription address right now. Contact support.',
  'subscription.copy': 'Copy address',
  'subscription.copied': 'Copied',
  'subscription.qr.show': 'Show QR code',
  'subscription.qr.hide': 'Hide QR code',
  'subscription.qr.alt': 'QR code of your subscription address',
  'subscription.qr.hint': 'Scan it with the app on your phone to add the subscription. Most apps can scan.',
  'subscription.qr.unavailable.title': 'The QR code cannot be shown',
  'subscription.fallback.hint': 'Copy the address above instead, or try again.',
  'subscription.get.appStore': 'Get {app} on the App Store',
  'subscription.get.site': '{app} official site',
  'subscription.get.releases': '{app} official download page',
  'subscription.import.oneTap': 'Import into {app}',
  'subscription.import.opening': 'Opening {app}…',
  'subscription.import.unanswered': 'Did {app} not open?',
  'subscription.import.install': 'If it is not installed yet, get it first:',
  'subscription.paste.url': 'You can also add it by hand: copy the address, add a subscription (or profile) from a URL in {app}, paste it, save and update.',
  'subscription.inApp.title': 'Open this page in your browser',
  'subscription.inApp.hint': 'Pages in {browser} cannot open other apps. Tap “···” at the top right and choose “Open in browser”, then import from there. You can still copy the address or scan the QR code here.',
  'subscription.inApp.wechat': 'WeChat',
  'subscription.inApp.qq': 'QQ',
  'subscription.guide.open': 'Step-by-step setup and other apps',
  'subscription.guide.unavailable.title': 'The setup steps cannot be loaded',
  'subscription.share.open': 'Share the use link',
  'subscription.share.unavailable.title': 'The share window cannot be opened',
  'subscription.articles.link': 'Using your subscription address',
  'subscription.articles.heading': 'Using your subscription address',
  'subscription.articles.intro': 'How to use, keep and update your subscription address.',
  'subscription.articles.empty': 'There are no articles yet; contact support if you need help.',
  'subscription.articles.updated': 'Updated {date}',
} satisfies AreaMessages;
