/**
 * English (US) · landing: the Android ad landing page (landing-page/android-app).
 * Keys starting with `landing.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'landing.android.heading': 'Skyline for Android',
  'landing.android.pitch': 'Connect in one tap, fast and steady: 38 server clusters in 8 countries and regions, unlimited traffic, and people to help you 12 hours a day.',
  'landing.android.features': 'What the app does',
  'landing.android.feature.connect': 'Connects in one tap and picks the fastest server for you.',
  'landing.android.feature.login': 'Logs you in with your login link: no password needed.',
  'landing.android.feature.usage': 'Shows your usage, expiry date and devices at any time.',
  'landing.android.feature.trial': 'Starts the 7-day trial or renews your plan from inside the app.',
  'landing.android.download.heading': 'Download the APK',
  'landing.android.download.button': 'Download Skyline {version} (APK)',
  'landing.android.download.version': 'Version',
  'landing.android.download.released': 'Released',
  'landing.android.download.size': 'Size',
  'landing.android.download.bytes': '{count} bytes',
  'landing.android.download.minimumOs': 'Requires',
  'landing.android.download.sha256': 'SHA-256',
  'landing.android.download.checkHint': 'After downloading, a file manager or checksum app can compute the file’s SHA-256: if it matches the one above, the file is complete and unchanged.',
  'landing.android.download.unavailable': 'The download is not available right now. Please try again later, or contact us for the installer.',
  'landing.android.download.contact': 'Contact support',
  'landing.android.install.heading': 'Allow the app to install',
  'landing.android.install.intro': 'For an app downloaded in a browser, Android first asks you to let that browser install apps (once):',
  'landing.android.install.step1': 'Tap the button above to download, then open the file from the notification or from Downloads.',
  'landing.android.install.step2': 'When Android says your phone is not allowed to install unknown apps from this source, tap Settings.',
  'landing.android.install.step3': 'Turn on “Allow from this source”, then go back.',
  'landing.android.install.step4': 'Tap Install, then open Skyline and paste your login link or start the trial.',
  'landing.android.install.after': 'Once it is installed, you can turn the browser’s permission off again in Settings.',
  'landing.android.inApp.heading': 'Open this page in your browser',
  'landing.android.inApp.body': 'The browsers inside WeChat, QQ and similar apps block APK downloads. Tap “⋯” at the top right, choose “Open in browser”, then download.',
  'landing.android.inApp.address': 'Or copy this address into your browser:',
  'landing.android.alreadyInApp': 'You are already in the Skyline app: there is nothing more to download.',
  'landing.android.plans': 'See plans and the 7-day trial',
} satisfies AreaMessages;
