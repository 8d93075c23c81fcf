/**
 * English (US) · subscriptionGuide: the subscription section's words fetched on demand
 * (loadArea): the step-by-step setup with the other apps and platforms, and the share dialog.
 * Keys starting with `subscriptionGuide.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'subscriptionGuide.setup.heading': 'Set up an app',
  'subscriptionGuide.setup.platform': 'Device',
  'subscriptionGuide.setup.thisDevice': '{platform} (this device)',
  'subscriptionGuide.setup.elsewhere': 'These are the steps for {platform}. Open this page on that device to import in one tap, or scan the QR code with its app.',
  'subscriptionGuide.platform.ios': 'iPhone and iPad (iOS)',
  'subscriptionGuide.platform.android': 'Android',
  'subscriptionGuide.platform.windows': 'Windows',
  'subscriptionGuide.platform.macos': 'Mac (macOS)',
  'subscriptionGuide.platform.linux': 'Linux',
  'subscriptionGuide.platform.router': 'Router',
  'subscriptionGuide.step.get': 'Get {app}',
  'subscriptionGuide.step.import': 'Import your subscription',
  'subscriptionGuide.step.importAbove': 'Press “Import into {app}” above.',
  'subscriptionGuide.step.check': 'Check it works',
  'subscriptionGuide.get.appStoreRegion': 'These apps are not in the mainland China App Store: download them with an Apple Account from another region (Hong Kong or the US, for example).',
  'subscriptionGuide.get.router': 'The router needs {system}, with {app} installed from its admin page.',
  'subscriptionGuide.import.copyFor': 'Copy the address for {app}',
  'subscriptionGuide.import.copied': 'The address is copied. Now paste it in {app}:',
  'subscriptionGuide.paste.clipboard': 'Open {app} and press {keys} in its main window (import from clipboard): the address is added as a subscription. Then choose “Update subscription”.',
  'subscriptionGuide.paste.router': 'Open {app} on the router’s admin page, add a subscription in its subscription settings, paste the address, save, then update the config.',
  'subscriptionGuide.check.ios': 'In {app}, choose a server under your subscription and turn on the switch at the top. The first time, allow it to add a VPN configuration.',
  'subscriptionGuide.check.android': 'In {app}, select this subscription on the Profiles page and tap Start. The first time, allow the VPN connection request.',
  'subscriptionGuide.check.desktop': 'In {app}, select this subscription on the Profiles page, then turn on System Proxy in Settings.',
  'subscriptionGuide.check.router': 'Start {app} on its overview page: every device on the router’s network then connects through it.',
  'subscriptionGuide.check.confirm': 'Run a latency test in the app: servers that show a time in ms can be reached. Then open any website to see that it loads. Within a few minutes, this device counts among the devices in use on this page.',
  'subscriptionGuide.others': 'Other apps for {platform}',
  'subscriptionGuide.article': 'Step-by-step guide',
  'subscriptionGuide.share.heading': 'Share the use link',
  'subscriptionGuide.share.explain': 'The use link only lets apps connect to this service. Your manage link (your login link) can reset the service and bind an email: never share it.',
  'subscriptionGuide.share.copy': 'Copy the use link',
  'subscriptionGuide.share.system': 'Share with another app',
  'subscriptionGuide.share.close': 'Close',
  'subscriptionGuide.share.qrAlt': 'QR code of the use link',
  'subscriptionGuide.articles': 'More about the subscription address',
} satisfies AreaMessages;
