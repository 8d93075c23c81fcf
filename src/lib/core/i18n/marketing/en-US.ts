/**
 * English (US): the marketing content of order/place. Tone and terms follow
 * docs/i18n/en-US.md (plain words, no contractions, sentence case, no Oxford comma in
 * short lists). The refund statement is word for word the same in the card and the FAQ
 * (decisions.md "Money and promotions").
 */
import type { MarketingCopy } from './types.ts';
import { retainDiscountLabel, RETAIN_FREE_TRIAL_DAYS, TRIAL_DAYS } from '../../../order/offers.ts';

const REFUNDS =
  'Standard plans can be refunded within 30 days of purchase, and the 7-day trial within 3 days. Alipay and WeChat Pay add a service fee, and payments made with them cannot be refunded.';

export default {
  hero: {
    title: 'The open internet, with no traffic limits',
    pitch: 'Skyline is run from Hong Kong for users across Asia and mainland China, and takes about a minute to set up.',
    proofs: [
      { value: 'Unlimited traffic', label: 'on every plan' },
      { value: '38 server clusters', label: 'in 8 countries and regions' },
      { value: '99.98%', label: 'availability' },
    ],
  },
  headings: {
    sections: 'Why Skyline',
    quotes: 'What our users say',
    faq: 'Frequently asked questions',
  },
  sectionsLead: 'What people want to know before they choose a proxy service, in one place.',
  sections: [
    {
      id: 'unlimited-traffic',
      title: 'Unlimited traffic on every plan',
      body: 'Monthly or every 2 years, there is no cap on traffic. Watch videos and move files without counting gigabytes.',
    },
    {
      id: 'global-clusters',
      title: '38 clusters in 8 countries and regions',
      body: 'Our 38 server clusters span 8 countries and regions, so you can switch nodes to suit where you are and what you do.',
    },
    {
      id: 'availability',
      title: '99.98% availability',
      body: 'The service is available 99.98% of the time. When you need to connect, Skyline is there.',
    },
    {
      id: 'human-support',
      title: 'Human support, 12 hours a day',
      body: 'Real people answer 12 hours a day, 7 days a week. Tickets get a reply within about 12 hours, payment questions within 6 hours.',
    },
    {
      id: 'every-platform',
      title: 'Clients for every platform',
      body: 'There are clients for iOS, macOS, Android, Windows, routers and Linux. The iOS client is a separate App Store purchase, priced by your region’s App Store.',
    },
    {
      id: 'payment-methods',
      title: 'Many ways to pay',
      body: 'Pay with Alipay, WeChat Pay, AlipayHK, UnionPay QR, a credit or debit card (not UnionPay cards), USDT (TRC20), PayPal or your account balance. The methods you see depend on your account and device.',
    },
    {
      id: 'refunds',
      title: 'A clear refund policy',
      body: REFUNDS,
    },
    {
      id: 'fair-use',
      title: 'Speed and fair use',
      body: 'The first 200 GB each month run at full speed. After that, the speed limit is 20 Mbps until your monthly reset, and traffic stays unlimited.',
    },
    {
      id: 'login-link',
      title: 'No password to remember',
      body: 'Skyline has no passwords. Your personal login link is your key: open it and you are logged in. Keep it as safe as a key.',
    },
    {
      id: 'email-recovery',
      title: 'Bind an email to recover your link',
      body: 'With a bound email, you can get your login link again if you lose it. An anonymous account without an email cannot be recovered once the link is lost.',
    },
    {
      id: 'trial',
      title: 'Try it for 7 days',
      body: 'Start with a low-cost 7-day trial. It is one per person and does not renew automatically.',
    },
    {
      id: 'privacy',
      title: 'We never ask for your name',
      body: 'You do not need to tell us who you are. You can even skip the email and create an anonymous account.',
    },
    {
      id: 'quick-setup',
      title: 'Set up in a minute',
      body: 'Copy your subscription address, paste it into a client app and connect.',
    },
    {
      id: 'billing-cycles',
      title: 'Billing cycles that suit you',
      body: 'Choose monthly, every 6 months, yearly or every 2 years. You can renew before your service expires, so there is no gap.',
    },
    {
      id: 'invite-friends',
      title: 'Invite friends, earn a bonus',
      body: 'Share your invite link with friends and earn a bonus when they join.',
    },
    {
      id: 'hong-kong',
      title: 'Run from Hong Kong',
      body: 'The Skyline team is in Hong Kong and serves users across Asia and mainland China.',
    },
  ],
  quotes: [
    { text: 'I paid a little for the 7-day trial first and bought a year once I knew it worked for me. Not having a password to forget is a nice touch.', attribution: 'Ms. Chen, Taipei' },
    { text: 'Shows at night, video calls during the day, and I never think about traffic.', attribution: 'Kit, Hong Kong' },
    { text: 'My payment got stuck. I sent a ticket and a real person answered within a few hours.', attribution: 'Mr. Wang, Shenzhen' },
    { text: 'My router and my phone both have a client. I pasted the same subscription address into each and was done.', attribution: 'Lin, Shanghai' },
    { text: 'I paid with USDT. No name, no credit card.', attribution: 'Ms. Wong, Macau' },
    { text: 'I got a new phone, had my login link sent to my bound email and found everything still there.', attribution: 'Mr. Lee, Singapore' },
  ],
  visitor: {
    heading: 'Your connection',
    intro: 'Every website you visit can see this.',
    labels: {
      ip: 'IP address',
      location: 'Location',
      isp: 'Network provider',
      os: 'Operating system',
      browser: 'Browser',
    },
    checking: 'Checking…',
    unknown: 'Not available',
    browserNames: { wechat: 'WeChat', uc: 'UC Browser', samsung: 'Samsung Internet' },
  },
  faq: [
    {
      id: 'refunds',
      question: 'Can I get a refund?',
      answer: REFUNDS,
    },
    {
      id: 'trial',
      question: 'How does the 7-day trial work?',
      answer: 'The 7-day trial is a one-off plan, one per person, and it does not renew automatically. To keep using Skyline afterwards, choose Monthly or another billing cycle.',
    },
    {
      id: 'payment-methods',
      question: 'Which payment methods can I use?',
      answer: 'Alipay, WeChat Pay, AlipayHK, UnionPay QR, credit or debit card (not UnionPay cards), USDT (TRC20), PayPal and account balance. The methods available depend on your account and device, and you see them when you order.',
    },
    {
      id: 'fair-use',
      question: 'Is traffic really unlimited?',
      answer: 'Yes. To keep things fair for everyone, the first 200 GB each month run at full speed; after that, the speed limit is 20 Mbps until your monthly reset.',
    },
    {
      id: 'lost-login-link',
      question: 'What if I lose my login link?',
      answer: 'If your account has a bound, verified email, enter it on the login page and we will email you your login link. An anonymous account without an email cannot be recovered, so save your link or bind an email early.',
    },
    {
      id: 'no-password',
      question: 'Why is there no password?',
      answer: 'Your login link belongs to you alone: open it and you are logged in, with nothing to remember. Keep it as safe as a key and do not share it.',
    },
    {
      id: 'getting-started',
      question: 'How do I start after paying?',
      answer: 'Install a client on your device and paste in your subscription address. You can connect in about a minute, and the help center has a tutorial for each platform.',
    },
    {
      id: 'support',
      question: 'How do I reach support?',
      answer: 'Send a ticket or use live chat from the help center. Real people answer 12 hours a day, 7 days a week; tickets get a reply within about 12 hours, payment questions within 6 hours.',
    },
  ],
  retain: {
    heading: 'Before you go, try Skyline',
    intro: 'Leave your email, pick a trial offer and we will send it to you right away.',
    offersLegend: 'Choose your trial offer',
    freeTrial: {
      title: `${RETAIN_FREE_TRIAL_DAYS}-day free trial`,
      note: 'No payment needed, just your email.',
    },
    discountTrial: {
      title: `${TRIAL_DAYS}-day trial at ${retainDiscountLabel('en-US')}`,
      note: 'A longer trial, one per person. It does not renew automatically.',
    },
    emailLabel: 'Your email',
    submit: 'Send me the offer',
    sending: 'Sending…',
    close: 'Close',
    problems: {
      EmailEmpty: 'Please enter a valid email.',
      EmailFormat: 'The email format is incorrect.',
      MailboxRefused: '163.com, 126.com and yeah.net mailboxes block our mail. Please use another email address.',
      EmailRegistered: 'This email already has a Skyline account. Log in instead.',
    },
    login: 'Log in',
    sent: {
      heading: 'Sent, check your inbox',
      to: 'Sent to',
      hint: 'If it has not arrived in a few minutes, look in your spam folder.',
      done: 'Done',
    },
  },
} satisfies MarketingCopy;
