/**
 * The help center in American English (issue 12): every category, section and article of
 * ../tree.ts, written for a customer whose connection just broke. Words follow
 * docs/i18n/en-US.md (no contractions, sentence case, US spelling, curly quotes) and name
 * buttons and pages as the product shows them (src/lib/core/i18n/ui/<area>/en-US.ts).
 */
import type { HelpContent } from './types.ts';
import { HELP_ARTICLE_ID, type HelpArticleKey } from '../tree.ts';

/** A link to another article of this help center. */
const article = (key: HelpArticleKey): string => `/en-US/help/article/${HELP_ARTICLE_ID[key]}`;

/** Links into the product. */
const SERVICE = '/en-US/user/service/0';
const ACCOUNT = '/en-US/user/account';
const BILLS = '/en-US/user/service/0/invoice';
const ORDER = '/en-US/order/place';
const CONTACT = '/en-US/help/contact-us';
const LOGIN = '/en-US/user/login';

/** Where the recommended apps are got (src/lib/subscription/one-tap-import.ts). */
const SHADOWROCKET = 'https://apps.apple.com/app/shadowrocket/id932747118';
const CLASH_VERGE = 'https://github.com/clash-verge-rev/clash-verge-rev/releases';
const FLCLASH = 'https://github.com/chen08209/FlClash/releases';
const OPENCLASH = 'https://github.com/vernesong/OpenClash/releases';

const content = {
  categories: {
    setup: {
      name: 'Getting connected',
      description: 'Install an app on your device and import your subscription address to connect.',
    },
    account: {
      name: 'Account and billing',
      description: 'Paying, refunds, bills, your login link, email recovery and reset.',
    },
    using: {
      name: 'Using Skyline',
      description: 'Speed, data, devices and what to do when the connection stops working.',
    },
  },

  sections: {
    setupByPlatform: {
      name: 'Setup guides by device',
      description: 'Step-by-step setup for iPhone and iPad, Android, Windows, Mac, Linux and routers.',
    },
    subscription: {
      name: 'Subscription address',
      description: 'The address your apps import: copy it, scan it, share it and replace it after a reset.',
    },
    paying: {
      name: 'Paying and refunds',
      description: 'Payment methods, refunds, bills, renewal and late payments.',
    },
    loginAndAccount: {
      name: 'Login link and account',
      description: 'Log in, keep your account safe, bind an email and recover a lost login link.',
    },
    speedAndDevices: {
      name: 'Speed, data and devices',
      description: 'The 200 GB full-speed allowance, the 20 Mbps speed limit and how devices are counted.',
    },
    troubleshooting: {
      name: 'Troubleshooting',
      description: 'Fix a connection that stopped working, step by step.',
    },
  },

  articles: {
    setupIos: {
      title: 'Set up Skyline on iPhone and iPad (iOS)',
      body: `<p>To use Skyline on an iPhone or iPad, install <strong>Shadowrocket</strong>, import your subscription address from the <a href="${SERVICE}">My service</a> page and turn on the connection. Setup takes about two minutes.</p>
<h2>Which app to use</h2>
<p>We recommend Shadowrocket, a paid app from the App Store. These apps also work: Stash, Quantumult X, Surge, Loon, sing-box, Hiddify and Karing.</p>
<h2>Step 1: get the app</h2>
<p>Shadowrocket is not in the mainland China App Store. You need an Apple Account (Apple ID) from another region, for example Hong Kong or the US.</p>
<ol>
<li>Open <a href="${SHADOWROCKET}">Shadowrocket on the App Store</a>.</li>
<li>If the App Store says it is not available in your region, switch the App Store to a non-mainland account: in Settings, tap your name, then Media &amp; Purchases. Your iCloud stays as it is.</li>
<li>Buy and install Shadowrocket.</li>
</ol>
<h2>Step 2: import your subscription</h2>
<ol>
<li>On the iPhone, open <a href="${SERVICE}">My service</a> in Safari. Log in with your login link if asked.</li>
<li>Under Subscription address, tap “Import into Shadowrocket”.</li>
<li>Shadowrocket opens with the address filled in. If it asks, confirm to add it.</li>
</ol>
<p>If nothing opens after a few seconds, the page shows “Did Shadowrocket not open?” with where to get the app and how to paste the address. If you opened the page inside WeChat or QQ, it cannot open other apps: tap “···” at the top right, choose “Open in browser”, then tap the button again.</p>
<h3>Add it by hand</h3>
<ol>
<li>On My service, tap “Copy address”.</li>
<li>In Shadowrocket, tap <strong>+</strong> at the top right.</li>
<li>Set the type to Subscribe, paste the address into the URL field and save.</li>
</ol>
<p>Setting up from a computer? Press “Show QR code” on My service there, and scan the code with Shadowrocket.</p>
<h2>Step 3: check it works</h2>
<ol>
<li>In Shadowrocket, choose a server under your Skyline subscription (Hong Kong, Tokyo, Singapore, Los Angeles…).</li>
<li>Turn on the switch at the top. The first time, allow it to add a VPN configuration.</li>
<li>Run the latency test: servers that show a time in ms can be reached. Choose a fast one.</li>
<li>Open a website that was blocked before. Within a few minutes, this device is counted under Devices on My service.</li>
</ol>
<h2>Common problems</h2>
<ul>
<li><strong>“Not available in your country or region”:</strong> your App Store account is from mainland China. Use one from another region (Step 1).</li>
<li><strong>No servers after importing:</strong> update the subscription in Shadowrocket, and check that your service is Active on My service.</li>
<li><strong>It stopped working after a reset:</strong> delete the old subscription and import the new address. See <a href="${article('reset')}">Reset your login link and subscription address</a>.</li>
</ul>
<p>Still not connecting? Go through the <a href="${article('connectionStopped')}">troubleshooting checklist</a>, or <a href="${CONTACT}">contact support</a>.</p>`,
    },

    setupAndroid: {
      title: 'Set up Skyline on Android',
      body: `<p>To use Skyline on an Android phone or tablet, install <strong>FlClash</strong>, import your subscription address from the <a href="${SERVICE}">My service</a> page and tap Start. Setup takes about two minutes.</p>
<h2>Which app to use</h2>
<p>We recommend FlClash, a free app of the Clash family. These apps also work: sing-box, Hiddify, v2rayNG, NekoBox and Karing.</p>
<h2>Step 1: get the app</h2>
<ol>
<li>Open the <a href="${FLCLASH}">FlClash download page on GitHub</a> and download the APK file of the latest release. Most phones need the file whose name ends in <code>arm64-v8a.apk</code>.</li>
<li>Open the downloaded file. If Android asks, allow your browser to install unknown apps.</li>
</ol>
<p>GitHub can be slow from mainland China. If the download fails, try again later or on another network.</p>
<h2>Step 2: import your subscription</h2>
<ol>
<li>On the phone, open <a href="${SERVICE}">My service</a> in your browser (Chrome or the phone’s own browser). Log in with your login link if asked.</li>
<li>Under Subscription address, tap “Import into FlClash”.</li>
<li>FlClash opens and adds the Skyline profile.</li>
</ol>
<p>If nothing opens after a few seconds, the page shows “Did FlClash not open?” with where to get the app and how to paste the address. Inside WeChat or QQ, other apps cannot be opened: tap “···” at the top right, choose “Open in browser”, then tap the button again.</p>
<h3>Add it by hand</h3>
<ol>
<li>On My service, tap “Copy address”.</li>
<li>In FlClash, go to the Profiles page and tap <strong>+</strong>.</li>
<li>Choose URL, paste the address and confirm.</li>
</ol>
<h2>Step 3: check it works</h2>
<ol>
<li>In FlClash, select the Skyline profile on the Profiles page.</li>
<li>Tap Start. The first time, allow the VPN connection request.</li>
<li>On the Proxies page, choose “Auto” or a server (Hong Kong, Tokyo, Singapore, Los Angeles…). Run the latency test: servers that show a time in ms can be reached.</li>
<li>Open a website that was blocked before. Within a few minutes, this phone is counted under Devices on My service.</li>
</ol>
<h2>Common problems</h2>
<ul>
<li><strong>The connection drops when the screen is off:</strong> your phone is closing FlClash to save battery. In the phone’s settings, allow FlClash to run in the background with no battery restriction.</li>
<li><strong>Another VPN app is on:</strong> Android runs one VPN at a time. Turn the other app off.</li>
<li><strong>No servers, or old servers:</strong> update the profile in FlClash, and check that your service is Active on My service. After a reset, import the new address (see <a href="${article('subscriptionAddress')}">Your subscription address</a>).</li>
</ul>
<p>Still not connecting? Go through the <a href="${article('connectionStopped')}">troubleshooting checklist</a>, or <a href="${CONTACT}">contact support</a>.</p>`,
    },

    setupWindows: {
      title: 'Set up Skyline on Windows',
      body: `<p>To use Skyline on a Windows PC, install <strong>Clash Verge Rev</strong>, import your subscription address from the <a href="${SERVICE}">My service</a> page and turn on System Proxy. Setup takes a few minutes.</p>
<h2>Which app to use</h2>
<p>We recommend Clash Verge Rev, a free app. These apps also work: Hiddify, Karing and v2rayN.</p>
<h2>Step 1: get the app</h2>
<ol>
<li>Open the <a href="${CLASH_VERGE}">Clash Verge Rev download page on GitHub</a>. Under the latest release, download the setup file for your PC: the <code>x64-setup.exe</code> file for most PCs, or the <code>arm64</code> one for a Windows on ARM PC.</li>
<li>Run the file and follow the installer. If Windows shows “Windows protected your PC”, choose More info, then Run anyway.</li>
</ol>
<h2>Step 2: import your subscription</h2>
<ol>
<li>On the PC, open <a href="${SERVICE}">My service</a> in your browser. Log in with your login link if asked.</li>
<li>Under Subscription address, click “Import into Clash Verge Rev”. If the browser asks whether to open the app, allow it.</li>
<li>Clash Verge Rev imports quietly, with only a short notice. The Skyline profile appears on its Profiles page.</li>
</ol>
<p>If nothing opens after a few seconds, the page shows “Did Clash Verge Rev not open?” with where to get the app and how to paste the address.</p>
<h3>Add it by hand</h3>
<ol>
<li>On My service, click “Copy address”.</li>
<li>In Clash Verge Rev, open the Profiles page, paste the address into the box at the top and click Import.</li>
</ol>
<p>Using v2rayN? Copy the address, open v2rayN and press Ctrl+V in its main window: the address is added as a subscription. Then choose “Update subscription”.</p>
<h2>Step 3: check it works</h2>
<ol>
<li>On the Profiles page, click the Skyline profile to select it.</li>
<li>Turn on System Proxy in Settings.</li>
<li>On the Proxies page, choose “Auto” or a server (Hong Kong, Tokyo, Singapore, Los Angeles…). Run the latency test: servers that show a time in ms can be reached.</li>
<li>Open a website that was blocked before. Within a few minutes, this PC is counted under Devices on My service.</li>
</ol>
<h2>Common problems</h2>
<ul>
<li><strong>Websites work but one program does not:</strong> some programs ignore the system proxy. Turn on TUN mode in the app’s settings.</li>
<li><strong>No internet at all after closing the app:</strong> the system proxy may still be on. Turn off System Proxy in Clash Verge Rev, or in Windows Settings under Network &amp; internet, then Proxy.</li>
<li><strong>Two proxy apps at once:</strong> close the other one.</li>
<li><strong>It stopped after a reset:</strong> import the new address (see <a href="${article('subscriptionAddress')}">Your subscription address</a>).</li>
</ul>
<p>Still not connecting? Go through the <a href="${article('connectionStopped')}">troubleshooting checklist</a>, or <a href="${CONTACT}">contact support</a>.</p>`,
    },

    setupMacos: {
      title: 'Set up Skyline on Mac (macOS)',
      body: `<p>To use Skyline on a Mac, install <strong>Clash Verge Rev</strong>, import your subscription address from the <a href="${SERVICE}">My service</a> page and turn on System Proxy.</p>
<h2>Which app to use</h2>
<p>We recommend Clash Verge Rev, a free app. These apps also work: Stash, Shadowrocket (the iPhone app, on Macs with Apple silicon), Surge, sing-box, Hiddify, Karing and v2rayN. Apps from the App Store need an Apple Account from outside mainland China.</p>
<h2>Step 1: get the app</h2>
<ol>
<li>Open the <a href="${CLASH_VERGE}">Clash Verge Rev download page on GitHub</a>. Under the latest release, download the <code>.dmg</code> file for your Mac: <code>aarch64</code> for Apple silicon (M1 and later), <code>x64</code> for an Intel Mac. To check, open the Apple menu and choose About This Mac.</li>
<li>Open the file and drag Clash Verge Rev into Applications.</li>
<li>If macOS says the app cannot be opened, go to System Settings, then Privacy &amp; Security, and choose Open Anyway.</li>
</ol>
<h2>Step 2: import your subscription</h2>
<ol>
<li>On the Mac, open <a href="${SERVICE}">My service</a> in your browser. Log in with your login link if asked.</li>
<li>Under Subscription address, click “Import into Clash Verge Rev”. If the browser asks whether to open the app, allow it.</li>
<li>Clash Verge Rev imports quietly, with only a short notice. The Skyline profile appears on its Profiles page.</li>
</ol>
<p>If nothing opens after a few seconds, the page shows “Did Clash Verge Rev not open?” with where to get the app and how to paste the address.</p>
<h3>Add it by hand</h3>
<ol>
<li>On My service, click “Copy address”.</li>
<li>In Clash Verge Rev, open the Profiles page, paste the address into the box at the top and click Import.</li>
</ol>
<p>In v2rayN, press ⌘V in its main window to add the copied address, then choose “Update subscription”.</p>
<h2>Step 3: check it works</h2>
<ol>
<li>On the Profiles page, click the Skyline profile to select it.</li>
<li>Turn on System Proxy in Settings. macOS may ask for your password the first time.</li>
<li>On the Proxies page, choose “Auto” or a server (Hong Kong, Tokyo, Singapore, Los Angeles…). Run the latency test: servers that show a time in ms can be reached.</li>
<li>Open a website that was blocked before. Within a few minutes, this Mac is counted under Devices on My service.</li>
</ol>
<h2>Common problems</h2>
<ul>
<li><strong>Websites work but one app does not:</strong> some apps ignore the system proxy. Turn on TUN mode in the app’s settings.</li>
<li><strong>Two proxy apps at once:</strong> quit the other one.</li>
<li><strong>It stopped after a reset:</strong> import the new address (see <a href="${article('subscriptionAddress')}">Your subscription address</a>).</li>
</ul>
<p>Still not connecting? Go through the <a href="${article('connectionStopped')}">troubleshooting checklist</a>, or <a href="${CONTACT}">contact support</a>.</p>`,
    },

    setupLinux: {
      title: 'Set up Skyline on Linux',
      body: `<p>To use Skyline on a Linux desktop, install <strong>Clash Verge Rev</strong>, import your subscription address from the <a href="${SERVICE}">My service</a> page and turn on System Proxy.</p>
<h2>Which app to use</h2>
<p>We recommend Clash Verge Rev, a free app with a window you can click through. These apps also work: Hiddify and v2rayN.</p>
<h2>Step 1: get the app</h2>
<ol>
<li>Open the <a href="${CLASH_VERGE}">Clash Verge Rev download page on GitHub</a>. Under the latest release, download the package for your system: <code>.deb</code> for Debian and Ubuntu, <code>.rpm</code> for Fedora and openSUSE. Most computers need the <code>amd64</code> (or <code>x86_64</code>) file.</li>
<li>Install it with your package manager, for example <code>sudo apt install ./file.deb</code> or <code>sudo dnf install ./file.rpm</code> (use the real file name).</li>
</ol>
<h2>Step 2: import your subscription</h2>
<ol>
<li>Open <a href="${SERVICE}">My service</a> in your browser. Log in with your login link if asked.</li>
<li>Under Subscription address, click “Import into Clash Verge Rev”. If the browser asks whether to open the app, allow it.</li>
<li>The Skyline profile appears on the app’s Profiles page.</li>
</ol>
<p>Some desktops do not pass the link to the app. If nothing opens after a few seconds, add it by hand:</p>
<ol>
<li>On My service, click “Copy address”.</li>
<li>In Clash Verge Rev, open the Profiles page, paste the address into the box at the top and click Import.</li>
</ol>
<p>In v2rayN, press Ctrl+V in its main window to add the copied address, then choose “Update subscription”.</p>
<h2>Step 3: check it works</h2>
<ol>
<li>On the Profiles page, click the Skyline profile to select it.</li>
<li>Turn on System Proxy in Settings.</li>
<li>On the Proxies page, choose “Auto” or a server (Hong Kong, Tokyo, Singapore, Los Angeles…). Run the latency test: servers that show a time in ms can be reached.</li>
<li>Open a website that was blocked before. Within a few minutes, this computer is counted under Devices on My service.</li>
</ol>
<h2>Common problems</h2>
<ul>
<li><strong>The browser works but the terminal does not:</strong> many command-line programs ignore the desktop’s proxy setting. Turn on TUN mode in the app’s settings, so all traffic goes through it.</li>
<li><strong>System Proxy has no effect:</strong> some desktops and window managers have no system proxy. Use TUN mode, or set the proxy in the browser itself.</li>
<li><strong>Two proxy apps at once:</strong> stop the other one.</li>
<li><strong>It stopped after a reset:</strong> import the new address (see <a href="${article('subscriptionAddress')}">Your subscription address</a>).</li>
</ul>
<p>Still not connecting? Go through the <a href="${article('connectionStopped')}">troubleshooting checklist</a>, or <a href="${CONTACT}">contact support</a>.</p>`,
    },

    setupRouter: {
      title: 'Set up Skyline on a router (OpenWrt and OpenClash)',
      body: `<p>To connect every device on your home network through Skyline, run <strong>OpenClash</strong> on a router with <strong>OpenWrt</strong> and paste your subscription address into OpenClash’s subscription settings. There is no one-tap import for routers: you copy and paste the address.</p>
<h2>What you need</h2>
<ul>
<li>A router running OpenWrt, and access to its admin page.</li>
<li>OpenClash, from the <a href="${OPENCLASH}">OpenClash download page on GitHub</a>. Install the package from the admin page (System, then Software) or with the router’s package manager, and follow the OpenClash project’s own instructions if it asks for more packages or its core.</li>
</ul>
<p>Menu names can differ a little between OpenWrt and OpenClash versions and languages.</p>
<h2>Step 1: copy your subscription address</h2>
<ol>
<li>On a computer, open <a href="${SERVICE}">My service</a> and log in with your login link if asked.</li>
<li>Under Subscription address, click “Copy address”.</li>
</ol>
<h2>Step 2: add it to OpenClash</h2>
<ol>
<li>Open the router’s admin page and go to Services, then OpenClash.</li>
<li>Open the config subscription page and add a new subscription.</li>
<li>Paste the address as the subscription URL and give it a name, such as Skyline.</li>
<li>Save the settings, then update the config so OpenClash downloads the servers.</li>
</ol>
<h2>Step 3: start it and check it works</h2>
<ol>
<li>On OpenClash’s overview page, start OpenClash. Every device on the router’s network now connects through it.</li>
<li>On a phone connected to the router’s Wi-Fi, with no VPN app turned on, open a website that was blocked before.</li>
<li>To choose a server (Hong Kong, Tokyo, Singapore, Los Angeles…) or “Auto”, and to test latency, use OpenClash’s dashboard.</li>
</ol>
<h2>Good to know</h2>
<ul>
<li>The router counts as one device, however many phones and computers use its network: a device is one app that fetched your subscription, and here only OpenClash does. See <a href="${article('devices')}">Devices: how many can I use?</a>.</li>
<li>All traffic through the router counts toward your 200 GB of full-speed data. See <a href="${article('speedAndAllowance')}">Speed and data</a>.</li>
<li>After a reset, the old address stops working at once. Paste the new address into OpenClash and update the config again.</li>
</ul>
<h2>Common problems</h2>
<ul>
<li><strong>The config update fails:</strong> check that the whole address was pasted, and that your service is Active on My service.</li>
<li><strong>OpenClash does not start:</strong> check its log on the admin page. A missing package or core is the usual cause.</li>
</ul>
<p>Still not connecting? Go through the <a href="${article('connectionStopped')}">troubleshooting checklist</a>, or <a href="${CONTACT}">contact support</a>.</p>`,
    },

    subscriptionAddress: {
      title: 'Your subscription address: copy, scan, share and replace it',
      body: `<p>Your subscription address is the link that apps import to get Skyline’s servers. You find it on the <a href="${SERVICE}">My service</a> page, under Subscription address. It is shown only when you are logged in and your service is Active.</p>
<h2>Use link and manage link</h2>
<p>Your service has two links. Do not mix them up:</p>
<table>
<thead><tr><th>Link</th><th>What it does</th><th>Can you share it?</th></tr></thead>
<tbody>
<tr><td>Subscription address (the use link)</td><td>Lets an app connect through your service</td><td>Only with people you trust. Their devices count toward your device limit and use your data.</td></tr>
<tr><td>Login link (the manage link)</td><td>Logs in to your account: it can reset the service and bind an email</td><td>Never. Anyone who has it controls your account.</td></tr>
</tbody>
</table>
<h2>How to add it to an app</h2>
<ul>
<li><strong>One-tap import:</strong> on the device you are setting up, press “Import into …” (the app we recommend for that device). The app opens with the address filled in. If nothing opens after a few seconds, the page shows where to get the app and how to paste the address. Inside WeChat or QQ, open the page in a real browser first: tap “···” at the top right and choose “Open in browser”.</li>
<li><strong>Copy:</strong> press “Copy address”, then add a subscription from a URL in your app and paste it.</li>
<li><strong>QR code:</strong> press “Show QR code” on one device and scan it with the app on another. This is handy when you set up a phone from a computer.</li>
</ul>
<p>“Step-by-step setup and other apps” on the same page shows the steps for each device. The full guides are in <a href="${article('setupIos')}">iPhone</a>, <a href="${article('setupAndroid')}">Android</a>, <a href="${article('setupWindows')}">Windows</a>, <a href="${article('setupMacos')}">Mac</a>, <a href="${article('setupLinux')}">Linux</a> and <a href="${article('setupRouter')}">routers</a>.</p>
<h2>Share the use link</h2>
<p>“Share the use link” lets you copy the use link or send it to another app. It never contains your login link. If the address leaks, reset it.</p>
<h2>After a reset</h2>
<p>A reset gives you a new subscription address and a new login link. The old address stops working at once, so every app on every device must import the new one:</p>
<ol>
<li>In each app, delete the old Skyline subscription or profile.</li>
<li>Import the new address from My service, as above.</li>
<li>Give the new address again to anyone you shared it with.</li>
</ol>
<p>See <a href="${article('reset')}">Reset your login link and subscription address</a>.</p>
<h2>Why can I not see my address?</h2>
<ul>
<li>You are not logged in: <a href="${LOGIN}">log in</a> with your login link.</li>
<li>Your service is not Active. If it is Expired or Stopped, renew it. If it is Awaiting payment, pay its bill.</li>
<li>Your service is Suspended. This usually means the address leaked and many devices used it. Reset it, or <a href="${CONTACT}">contact support</a>.</li>
</ul>`,
    },

    payingMethods: {
      title: 'Payment methods: Alipay, WeChat Pay, card, USDT and more',
      body: `<p>You can pay with Alipay, WeChat Pay, AlipayHK, UnionPay QR, a credit or debit card, USDT (TRC20), PayPal or your account balance. The methods you see depend on your account and device. Each method works a little differently, as described below.</p>
<h2>Alipay and WeChat Pay</h2>
<p>Open Alipay or WeChat and scan the QR code on the payment page. On a phone, use “Paying on this phone? Open the payment page”. These two methods add a 3% service fee, and payments made with them cannot be refunded. If the code expires, press “Get a new code”.</p>
<h2>AlipayHK</h2>
<p>Scan the QR code with the AlipayHK app.</p>
<h2>UnionPay QR</h2>
<p>This takes two steps: choose UnionPay QR and start the payment, and a QR code is then made for you. Scan it with UnionPay or your bank’s app. UnionPay cards are not accepted in the card form: use UnionPay QR for them.</p>
<h2>Credit or debit card</h2>
<p>Card payments go through Stripe, our card processor. Skyline never sees your full card number. Stripe cannot load on some networks, for example in mainland China without a VPN. If you see “Card payments are unavailable right now”, choose another method.</p>
<h2>USDT (TRC20)</h2>
<ol>
<li>Send <strong>exactly</strong> the amount shown, on the TRC20 network, to the address shown.</li>
<li>Send it before the address expires. The time is on the page.</li>
<li>The payment is credited after the required block confirmations. The page updates by itself.</li>
</ol>
<p>Another token, another network or another amount is not credited automatically. If you see “The USDT address is busy”, try again in a few minutes.</p>
<h2>PayPal</h2>
<p>You are taken to PayPal to pay, then back to Skyline.</p>
<h2>Account balance</h2>
<p>Your balance can pay all of a bill, or part of it. Pay the rest with another method.</p>
<h2>When a payment does not go through</h2>
<ul>
<li><strong>“Payment failed”:</strong> you have not been charged. Pay again, or use another method.</li>
<li><strong>“The order timed out”:</strong> the bill was not paid in time. <a href="${ORDER}">Place a new order</a>.</li>
<li><strong>Paid, but the service is not active:</strong> on the payment page, use “Paid but not active?” to send us a ticket with the bill’s details. We usually reply within 6 hours.</li>
</ul>
<p>Related: <a href="${article('refunds')}">Refunds</a> and <a href="${article('billsAndRenewal')}">Bills and renewal</a>.</p>`,
    },

    refunds: {
      title: 'Refunds: how to get your money back',
      body: `<p>Standard plans can be refunded within 30 days of purchase, and the 7-day trial within 3 days. Payments made with Alipay or WeChat Pay cannot be refunded. To ask for a refund, send a ticket to support with your bill number.</p>
<h2>Refund rules</h2>
<table>
<thead><tr><th>What you paid for</th><th>Refund</th></tr></thead>
<tbody>
<tr><td>Standard plans (Monthly, Every 6 months, Yearly, Every 2 years)</td><td>Within 30 days of purchase</td></tr>
<tr><td>7-day trial</td><td>Within 3 days of purchase</td></tr>
<tr><td>Any payment with Alipay or WeChat Pay</td><td>No refund</td></tr>
</tbody>
</table>
<p>Alipay and WeChat Pay add a 3% service fee, and their payments cannot be refunded. The order summary tells you this before you pay.</p>
<h2>How to ask for a refund</h2>
<ol>
<li>Find the bill number. It is on the <a href="${BILLS}">Bills</a> page and on the bill’s invoice.</li>
<li>Go to <a href="${CONTACT}">Contact support</a> and send a ticket. Enter the email where you want our reply.</li>
<li>Write the bill number and, if you like, why you want a refund.</li>
</ol>
<p>We reply to payment questions in about 6 hours. Support works 12 hours a day, 7 days a week.</p>
<h2>Good to know</h2>
<ul>
<li><strong>Canceling renewal is not a refund.</strong> It only stops the next renewal: your service runs to its expiry date and then stops, and nothing is paid back. See <a href="${article('billsAndRenewal')}">Bills and renewal</a>.</li>
<li>A refunded bill shows as refunded on the Bills page and cannot be paid again. To use Skyline again, <a href="${ORDER}">place a new order</a>.</li>
<li>If a payment failed, you were not charged, so there is nothing to refund.</li>
<li>If you want a refund because the service does not connect, try the <a href="${article('connectionStopped')}">troubleshooting checklist</a> first, or ask support for help. Most problems are fixed in a few minutes.</li>
</ul>`,
    },

    billsAndRenewal: {
      title: 'Bills, renewal and late payments',
      body: `<p>Your bills are on the <a href="${BILLS}">Bills</a> page, 25 to a page, each with a printable invoice. You renew from the <a href="${SERVICE}">My service</a> page. A renewal bill paid a little late still works, but the new period counts from your original expiry date.</p>
<h2>Renew your service</h2>
<ol>
<li>Open <a href="${SERVICE}">My service</a>.</li>
<li>Press “Renew now”, or “Renew for another length” to choose a different billing cycle.</li>
<li>Pay the bill with any method you see. See <a href="${article('payingMethods')}">Payment methods</a>.</li>
</ol>
<p>The 7-day trial cannot be renewed. To keep using Skyline after it, choose a paid plan.</p>
<h2>Paying a renewal bill late</h2>
<p>An unpaid renewal bill stays payable for a grace period after its due date. Paying it extends your service from its <strong>original</strong> expiry date, not from the day you pay. After the grace period, the bill can still be paid for a few more days, depending on the billing cycle:</p>
<table>
<thead><tr><th>Billing cycle</th><th>Extra days after the grace period</th></tr></thead>
<tbody>
<tr><td>7-day trial</td><td>2 days</td></tr>
<tr><td>Monthly</td><td>4 days</td></tr>
<tr><td>Yearly</td><td>37 days</td></tr>
<tr><td>Every 6 months, Every 2 years</td><td>19 days</td></tr>
</tbody>
</table>
<p>The payment page shows the last date you can pay, in Hong Kong time. After that you see “This bill has expired”, and you need to <a href="${ORDER}">place a new order</a>.</p>
<p>A new order that was not paid in time shows “The order timed out”. Place a new order too.</p>
<h2>Cancel renewal</h2>
<p>You can cancel renewal on the Bills page. Before you do, know that:</p>
<ul>
<li>It cannot be undone.</li>
<li>Your service keeps running until its expiry date, then stops.</li>
<li>It does not refund anything by itself. See <a href="${article('refunds')}">Refunds</a>.</li>
<li>You can order a new plan any time.</li>
</ul>
<h2>Invoices</h2>
<p>Each bill has a printable invoice with the bill number, dates, items, amounts, payments and the seller’s details. Open it from the Bills page and use your browser’s print command to print it or save it as a PDF.</p>
<p>Questions about a bill? <a href="${CONTACT}">Contact support</a> with the bill number. We reply to payment questions in about 6 hours.</p>`,
    },

    loginLink: {
      title: 'Your login link: how to log in and keep it safe',
      body: `<p>Skyline has no passwords. Your login link is the only way to log in: open it and you are in. It carries your user ID and a signature, so anyone who has it controls your account. Never share it.</p>
<h2>Log in</h2>
<ol>
<li>Open your login link in your browser, or go to <a href="${LOGIN}">Log in</a> and paste the whole link, starting with https://.</li>
<li>You are logged in. The link is saved on this device and removed from the address bar.</li>
</ol>
<p>If your browser will not save your login, the link stays in the address bar. Bookmark the page to come back.</p>
<p>On a new phone or computer, open the same link there. If you do not have it, and your account has a bound, verified email, use “Email me my login link” on the <a href="${LOGIN}">Log in</a> page. See <a href="${article('emailAndRecovery')}">Bind an email and recover a lost login link</a>.</p>
<h2>Save it now</h2>
<p>On the <a href="${ACCOUNT}">Account</a> page you can copy your login link, download it as a file or print a recovery sheet. Keep a copy somewhere safe, such as a password manager.</p>
<p>If your account has no email, this is very important: an anonymous account can only be opened with its login link. If you lose it, we cannot recover the account.</p>
<h2>Login link or subscription address?</h2>
<ul>
<li>Your <strong>login link</strong> (the manage link) opens your account. Keep it secret.</li>
<li>Your <strong>subscription address</strong> (the use link) is what apps import to connect. You can share it with people you trust.</li>
</ul>
<p>Never paste your login link into a proxy app. Use the subscription address from <a href="${SERVICE}">My service</a>. See <a href="${article('subscriptionAddress')}">Your subscription address</a>.</p>
<h2>If someone else may have it</h2>
<p>Reset it. The old link stops working at once and a new one replaces it. See <a href="${article('reset')}">Reset your login link and subscription address</a>.</p>
<h2>“Your login link is no longer valid”</h2>
<p>This means the link was reset, here or in another browser. Log in with your newest link, or get it by email. If you cannot, <a href="${CONTACT}">contact support</a>.</p>`,
    },

    emailAndRecovery: {
      title: 'Bind an email and recover a lost login link',
      body: `<p>Bind an email to your account so you can get your login link again by email if you lose it, and receive your bills. An anonymous account, with no email, can only be opened with its login link: if the link is lost, the account cannot be recovered.</p>
<h2>Bind an email</h2>
<ol>
<li>On <a href="${SERVICE}">My service</a> or the <a href="${ACCOUNT}">Account</a> page, press “Bind an email”.</li>
<li>Enter your email and press “Send code”.</li>
<li>We send a 6-digit verification code. It works for 15 minutes. You can also open the link in that email.</li>
<li>Enter the code and press “Verify”. Your email now shows as verified.</li>
</ol>
<h3>If the code does not arrive</h3>
<ul>
<li>Check your spam folder.</li>
<li>Press “Send a new code”. You can ask for a new code at most once a minute.</li>
<li>A code can be tried 5 times. After that, or after 15 minutes, ask for a new one.</li>
<li>Check the address for a typo, or press “Use another email”.</li>
</ul>
<h2>Lost your login link?</h2>
<ol>
<li>Go to the <a href="${LOGIN}">Log in</a> page.</li>
<li>Choose “Email me my login link” and enter your bound, verified email.</li>
<li>Open the email and use the link in it.</li>
</ol>
<p>If you see “No email is bound to this account”, the email was never bound or verified, and the login link is the only way in.</p>
<h2>Anonymous accounts</h2>
<p>An account without an email cannot be recovered. We cannot tell who owns it. Do this now, while you are logged in:</p>
<ul>
<li>On the <a href="${ACCOUNT}">Account</a> page, copy your login link, download it or print a recovery sheet.</li>
<li>Or bind an email: you can do it at any time.</li>
</ul>
<h2>Change or unbind your email</h2>
<ul>
<li><strong>Change email:</strong> a code is sent to the new address. Your current email stays until you enter that code.</li>
<li><strong>Unbind:</strong> after that, your account cannot be recovered by email if you lose your login link.</li>
</ul>
<p>More about the link itself: <a href="${article('loginLink')}">Your login link</a>.</p>`,
    },

    reset: {
      title: 'Reset your login link and subscription address',
      body: `<p>A reset gives you a new login link and a new subscription address. The old ones stop working at once, so every app on every device must import the new address. Reset when someone else may have your login link or subscription address, or when your service is Suspended.</p>
<h2>When to reset</h2>
<ul>
<li>You shared your login link, or it may have leaked.</li>
<li>Your subscription address leaked: <a href="${SERVICE}">My service</a> shows more devices in use than you have, or your data runs out faster than it should.</li>
<li>Your service is Suspended. This usually means its address leaked and was used by many devices at once.</li>
</ul>
<h2>How to reset</h2>
<ol>
<li>Open <a href="${SERVICE}">My service</a> and find the Reset section.</li>
<li>Press “Reset login link and subscription address”.</li>
<li>Read “Before you reset”: it shows exactly what changes, and which apps must import again.</li>
<li>Tick the box to confirm you understand, then press “Reset now”.</li>
<li>Save your new login link: copy it or download it. If your email is bound, we also send it there.</li>
<li>Press “I have saved it, close”.</li>
</ol>
<p>If you see “This reset confirmation has run out”, nothing was changed. Start the reset again.</p>
<h2>After the reset</h2>
<ul>
<li><strong>Every app on every device:</strong> delete the old Skyline subscription and import the new address from My service. Apps that still have the old address cannot update or connect. See <a href="${article('subscriptionAddress')}">Your subscription address</a>.</li>
<li><strong>Other browsers:</strong> every device and browser that was logged in with the old link is logged out. Log in there with the new link.</li>
<li><strong>People you shared with:</strong> give them the new address only if you still want them to use it.</li>
</ul>
<h2>What does not change</h2>
<p>Your services, expiry dates, data, bills and email stay as they are.</p>
<h2>An account with no service</h2>
<p>If you have no service, the <a href="${ACCOUNT}">Account</a> page offers “Reset login link”. It replaces the login link only.</p>
<p>Need help? <a href="${CONTACT}">Contact support</a>. If your service is Suspended and a reset does not bring it back, tell us your service number.</p>`,
    },

    speedAndAllowance: {
      title: 'Speed and data: 200 GB at full speed, then 20 Mbps',
      body: `<p>Every plan includes 200 GB of full-speed data per period. After that, your traffic is still unlimited, but speed is limited to 20 Mbps until the reset date shown on the <a href="${SERVICE}">My service</a> page. On that date the period restarts and full speed returns.</p>
<h2>Check your usage and speed</h2>
<p>On <a href="${SERVICE}">My service</a>:</p>
<ul>
<li><strong>Used this period</strong> shows how much full-speed data you have used and how much is left.</li>
<li><strong>Speed now</strong> shows “Full speed” or “Limited to 20 Mbps”.</li>
<li><strong>Data resets on</strong> shows when the next period starts, in Hong Kong time.</li>
</ul>
<h2>What 20 Mbps is good for</h2>
<p>A 20 Mbps limit still works well for browsing, messaging, calls and most video. Large downloads and very high-resolution video are slower.</p>
<h2>Need more full-speed data?</h2>
<ul>
<li>A <strong>traffic add-on pack</strong> adds full-speed data for the current period. Your packs are listed under Add-on packs on My service, and the page shows how much of your allowance comes from them.</li>
<li>To ask about an add-on pack for your service, <a href="${CONTACT}">contact support</a>.</li>
</ul>
<h2>Slow, but still under 200 GB?</h2>
<p>Then the limit is not the cause. Try this:</p>
<ol>
<li>In your app, run the latency test and switch to a faster server, or choose “Auto”.</li>
<li>Update the subscription in your app.</li>
<li>Try another network: switch between Wi-Fi and mobile data.</li>
<li>Check that no one else is using your address: a leaked address uses up your data. If <a href="${SERVICE}">My service</a> shows more devices in use than you have, <a href="${article('reset')}">reset it</a>.</li>
</ol>
<p>More help: the <a href="${article('connectionStopped')}">troubleshooting checklist</a> and <a href="${article('devices')}">Devices: how many can I use?</a>.</p>`,
    },

    devices: {
      title: 'Devices: how many can I use, and how are they counted?',
      body: `<p>Skyline Standard allows 5 devices at once, and Skyline Pro allows 10. A device is one app on one device that fetched your subscription in the last 24 hours. The <a href="${SERVICE}">My service</a> page shows your devices in use and your limit, for example “3 in use, up to 5”.</p>
<h2>How devices are counted</h2>
<ul>
<li>Each app counts on its own: two apps on one phone count as two devices.</li>
<li>An app counts while it has fetched your subscription in the last 24 hours. An app you stop using is no longer counted once 24 hours have passed since it last fetched your subscription.</li>
<li>A router running OpenClash counts as one device, however many phones and computers use its network.</li>
<li>If you share your subscription address, the other person’s apps count toward your limit too.</li>
</ul>
<h2>If you reach the limit</h2>
<p>When your devices in use reach your limit, a new device may not connect until a slot is free. To free one:</p>
<ol>
<li>On devices you no longer use, delete the Skyline subscription or uninstall the app.</li>
<li>Keep only one app with Skyline on each device.</li>
<li>Wait up to 24 hours: the count then drops by itself.</li>
</ol>
<h2>Need more devices?</h2>
<ul>
<li>A <strong>device pack</strong> raises your device limit. Your packs are listed under Add-on packs on My service.</li>
<li>Skyline Pro allows 10 devices. You can <a href="${ORDER}">order it</a> at any time.</li>
</ul>
<h2>More devices than you own?</h2>
<p>If the count is higher than the number of apps you use, your subscription address has probably leaked. Someone else is using your service and your data. <a href="${article('reset')}">Reset it</a>: the old address stops working at once, and you import the new one on your own devices.</p>
<p>Related: <a href="${article('subscriptionAddress')}">Your subscription address</a> and <a href="${article('connectionStopped')}">Connection stopped working?</a></p>`,
    },

    connectionStopped: {
      title: 'Connection stopped working? Troubleshooting checklist',
      body: `<p>If Skyline connected before and now does not, go through this checklist in order. Most problems are fixed by one of the first four checks, and each takes about a minute.</p>
<ol>
<li><strong>Is your service Active and not expired?</strong> Open <a href="${SERVICE}">My service</a> and check the Status and Expires date. Expired or Stopped: press “Renew now”. Awaiting payment: press “Pay the bill”. Suspended: see step 6.</li>
<li><strong>Have you used more than 200 GB this period?</strong> If Speed now says “Limited to 20 Mbps”, the service still works, only slower, until the date under Data resets on. See <a href="${article('speedAndAllowance')}">Speed and data</a>.</li>
<li><strong>Are your app and profile up to date?</strong> Update the app to its latest version. Then update the Skyline subscription or profile inside the app. If you reset recently, the old address no longer works: delete it and import the new one from My service. See <a href="${article('subscriptionAddress')}">Your subscription address</a>.</li>
<li><strong>Try another server.</strong> Run the latency test in your app and choose a server that answers, or choose “Auto”. A single server can be slow or blocked on your network.</li>
<li><strong>Have you reached your device limit?</strong> Devices on My service shows how many are in use and your limit. See <a href="${article('devices')}">Devices</a>.</li>
<li><strong>Did your address leak?</strong> If your service is Suspended, or shows more devices than you own, <a href="${article('reset')}">reset it</a> and import the new address on each device. Or <a href="${CONTACT}">contact support</a>.</li>
<li><strong>Check your network.</strong> Switch between Wi-Fi and mobile data. Restart the app, then the device. Turn off other VPN or proxy apps. Make sure the device’s date and time are set correctly.</li>
</ol>
<h2>Still not working?</h2>
<p><a href="${CONTACT}">Contact support</a> and send a ticket. To help us fix it quickly, include:</p>
<ul>
<li>your service number (shown on My service as “Service #…”);</li>
<li>your device, the app and its version;</li>
<li>which servers you tried and what the app shows;</li>
<li>which steps above you already tried;</li>
<li>screenshots of any error (up to 5 attachments).</li>
</ul>
<p>Do not send your login link. Support works 12 hours a day, 7 days a week. We reply in about 12 hours, and to payment questions in about 6 hours. Live chat is available on request on the contact page.</p>
<p>Setup guides: <a href="${article('setupIos')}">iPhone</a>, <a href="${article('setupAndroid')}">Android</a>, <a href="${article('setupWindows')}">Windows</a>, <a href="${article('setupMacos')}">Mac</a>, <a href="${article('setupLinux')}">Linux</a>, <a href="${article('setupRouter')}">routers</a>.</p>`,
    },
  },
} satisfies HelpContent;

export default content;
