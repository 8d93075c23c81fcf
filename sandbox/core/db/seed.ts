/**
 * Data the sandbox starts with. Reference data (client app versions, products, promotions) is added on
 * every start when missing; demo accounts are added once, into an empty database,
 * and are then left alone so links printed earlier keep working.
 */
import { createAccount } from '../accounts.ts';
import type { SandboxContext } from '../context.ts';
import { addAppVersionIfMissing } from '../../landing/app-versions.ts';
import { addAffiliateCodeIfMissing } from '../../attribution/data.ts';
import { seedCatalogue } from '../../order/catalogue.ts';
import type { FixtureAccountSpec } from '../fixtures.ts';
import { readMeta, withTransaction, writeMeta } from './schema.ts';
import type { UserRow } from '../account-rows.ts';
import { seedAffiliateMoney } from '../../affiliate/seed.ts';
import { seedSubscriptionArticles } from '../../subscription/articles.ts';

const GB = 1024 ** 3;
const DAY_MS = 24 * 3600_000;

/**
 * The provider's messages the money demo account has, written natively in each language
 * (oldest first). Plain text: the account page shows them as text.
 */
const DEMO_MESSAGES: FixtureAccountSpec['messages'] = [
  {
    kind: 'notice',
    // When its oldest bill was paid, some 31 months back.
    daysAgo: 940,
    texts: {
      'zh-TW': { title: '歡迎使用 Skyline', body: '謝謝你選擇 Skyline。設定教學在服務頁面的「設定指南」，遇到問題可以隨時開客服單，我們會盡快回覆。' },
      'zh-CN': { title: '欢迎使用 Skyline', body: '感谢你选择 Skyline。配置教程在服务页面的“配置指南”里，遇到问题可以随时提交工单，我们会尽快回复。' },
      'en-US': { title: 'Welcome to Skyline', body: 'Thank you for choosing Skyline. The setup guide is on your service page; if anything goes wrong, open a ticket and we will answer as soon as we can.' },
    },
  },
  {
    kind: 'billing',
    daysAgo: 110,
    texts: {
      'zh-TW': { title: '已退款到你的餘額', body: '帳單的款項已退回你的 Skyline 餘額，下次付款時可以直接使用。退款明細可以在帳單頁面查看。' },
      'zh-CN': { title: '已退款到你的余额', body: '账单的款项已退回你的 Skyline 余额，下次付款时可以直接使用。退款明细可以在账单页面查看。' },
      'en-US': { title: 'Refunded to your balance', body: 'The payment for a bill was refunded to your Skyline balance; it will be used the next time you pay. The bill page shows the refund.' },
    },
  },
  {
    kind: 'service',
    daysAgo: 6,
    texts: {
      'zh-TW': { title: '日本節點維護通知', body: '日本節點將於本週六凌晨 2:00 至 4:00（香港時間）進行維護，期間可能會短暫斷線，其他地區不受影響。' },
      'zh-CN': { title: '日本节点维护通知', body: '日本节点将于本周六凌晨 2:00 至 4:00（香港时间）进行维护，期间可能会短暂断线，其他地区不受影响。' },
      'en-US': { title: 'Japan servers: maintenance', body: 'The Japan servers will be down for maintenance this Saturday from 2:00 to 4:00 (Hong Kong time). You may be disconnected briefly; other regions are not affected.' },
    },
  },
  {
    kind: 'billing',
    daysAgo: 2,
    texts: {
      'zh-TW': { title: '你的方案即將續費', body: '你的 Skyline Pro 方案快到期了，續費帳單會在到期前一週發出。如果不想續費，可以在帳單頁面取消續費。' },
      'zh-CN': { title: '你的套餐即将续费', body: '你的 Skyline Pro 套餐快到期了，续费账单会在到期前一周发出。如果不想续费，可以在账单页面取消续费。' },
      'en-US': { title: 'Your plan renews soon', body: 'Your Skyline Pro plan ends soon; its renewal bill is issued a week before then. If you do not want it renewed, cancel the renewal on the bills page.' },
    },
  },
];

/**
 * The demo accounts, by stable label. Together they cover every service status,
 * every email state, and the default-service rule (first Active, else first, else
 * first unpaid).
 */
export const DEMO_ACCOUNTS: readonly (FixtureAccountSpec & { label: string; about: string })[] = [
  {
    label: 'active-verified',
    about: 'Verified email, in mainland China (offered Alipay and WeChat Pay, not Alipay HK), one Active Monthly service (bought with WELCOME10) with a data pack and a device pack and 3 devices in use, 5.00 balance, a saved Visa card.',
    email: 'chen.wei@example.com',
    emailStatus: 'verified',
    region: 'CN',
    services: [
      {
        status: 'Active',
        cycle: 'Monthly',
        expiresInDays: 18,
        usedBytes: Math.round(37.5 * GB),
        promocode: 'WELCOME10',
        devicesInUse: 3,
        addons: [
          { kind: 'traffic', amount: 100 * GB, expiresInDays: 18 },
          { kind: 'devices', amount: 2 },
        ],
      },
    ],
    balance: '5.00',
    cards: [{ brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 4 }],
  },
  {
    label: 'anonymous-active',
    about: 'No email (cannot be recovered), one new Active Annually service.',
    services: [{ status: 'Active', cycle: 'Annually', expiresInDays: 240, usedBytes: 12 * GB, isNew: true, devicesInUse: 1 }],
  },
  {
    label: 'unpaid-only',
    about: 'Unverified email, only an order that was never paid.',
    email: 'lin.mei@example.com',
    emailStatus: 'unverified',
    services: [{ status: 'Pending', cycle: 'Monthly' }],
  },
  {
    label: 'every-status',
    about: 'Unverified email; services Active, Expired, Terminated, Stopped, Blacklisted and Pending (a delivered service awaiting its renewal payment).',
    email: 'wang.hao@example.com',
    emailStatus: 'unverified',
    services: [
      { status: 'Active', cycle: 'Monthly', expiresInDays: 9, usedBytes: 64 * GB, devicesInUse: 2 },
      { status: 'Expired', cycle: 'Monthly', expiresInDays: -6 },
      { status: 'Terminated', cycle: 'Annually', expiresInDays: -45 },
      { status: 'Stopped', cycle: 'Semi-annually', expiresInDays: 40 },
      { status: 'Blacklisted', cycle: 'Monthly', expiresInDays: 17 },
      { status: 'Pending', everPaid: true, cycle: 'Monthly', expiresInDays: 1, renewalInvoice: { dueInDays: 1 } },
    ],
  },
  {
    label: 'multi-service',
    about: 'Verified email; an Expired service listed before an Active one (the default is the second).',
    email: 'zhang.yu@example.com',
    emailStatus: 'verified',
    services: [
      { status: 'Expired', cycle: 'Monthly', expiresInDays: -20 },
      { status: 'Active', cycle: 'Biennially', expiresInDays: 400, usedBytes: 3 * GB, devicesInUse: 2, addons: [{ kind: 'devices', amount: 1 }] },
    ],
  },
  {
    label: 'unbound-email',
    about: 'Email unbound; Active Semi-annually over the 200 GB fair use (speed capped).',
    emailStatus: 'unbound',
    services: [{ status: 'Active', cycle: 'Semi-annually', expiresInDays: 95, usedBytes: 230 * GB }],
  },
  {
    label: 'trial-active',
    about: 'Verified email, in Taiwan (offered none of Alipay, WeChat Pay and Alipay HK), a 7-day trial with 5 days left (no auto-renewal).',
    email: 'huang.ting@example.com',
    emailStatus: 'verified',
    region: 'TW',
    services: [{ status: 'Active', cycle: 'Trial', expiresInDays: 5, usedBytes: 2 * GB, isNew: true }],
  },
  {
    label: 'renewal-due',
    about: 'Verified email; an Active Monthly service ending in 2 days with its unpaid renewal invoice.',
    email: 'zhou.min@example.com',
    emailStatus: 'verified',
    services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 2, usedBytes: 18 * GB, renewalInvoice: { dueInDays: 2 } }],
  },
  {
    label: 'pending-email',
    about: 'No email yet; a verification code was just sent to zhao.lei@example.com (see the mailbox), one Active Monthly service.',
    pendingEmail: 'zhao.lei@example.com',
    services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 25, usedBytes: 4 * GB, devicesInUse: 1 }],
  },
  {
    label: 'email-change',
    about: 'Verified email, changing to another address: its code is waiting (the verified one stays until it is entered).',
    email: 'xu.jing@example.com',
    emailStatus: 'verified',
    pendingEmail: 'xu.jing.new@example.com',
    lang: 'en-US',
    services: [{ status: 'Active', cycle: 'Semi-annually', expiresInDays: 120, usedBytes: 90 * GB }],
  },
  {
    label: 'bills-and-money',
    about:
      'Verified email, the account and bills pages at their fullest: an Active Monthly Pro service with 33 bills (paid, unpaid, refunded twice with refund transactions, one to the balance, cancelled when not paid in time, one paid wholly and one partly from the balance: two pages), an Active Annually service whose renewal was cancelled, a balance history of every kind (each bill it paid or was refunded named), two saved cards (one expired), and four messages from the provider.',
    email: 'li.na@example.com',
    emailStatus: 'verified',
    services: [
      { status: 'Active', cycle: 'Monthly', pid: 2, expiresInDays: 12, usedBytes: 56 * GB, devicesInUse: 2 },
      { status: 'Active', cycle: 'Annually', expiresInDays: 75, usedBytes: 9 * GB, renewalCancelled: true },
    ],
    // The balance pays bills only through the bills themselves (paidFromBalance), so every
    // `pay-bill` entry of the history names its bill; the top-up comes before the oldest.
    extraInvoices: { paid: 20, unpaid: 3, refunded: 2, cancelled: 5, paidFromBalance: 2 },
    balanceEntries: [
      { type: 'top-up', amount: '20.00', daysAgo: 400 },
      { type: 'withdraw-credit', amount: '4.20', daysAgo: 15 },
    ],
    balance: '2.50',
    cards: [
      { brand: 'visa', last4: '4242', expMonth: 8, expYear: new Date().getUTCFullYear() + 3 },
      { brand: 'mastercard', last4: '4444', expMonth: 1, expYear: new Date().getUTCFullYear() - 1 },
    ],
    messages: DEMO_MESSAGES,
  },
  {
    label: 'affiliate-rich',
    about:
      'Verified email, Active Monthly: eight invited friends paid (booked bills confirmed, withdrawable, to be confirmed, one under review, one refunded, one charged back after its 60 days), withdrawals in every state (to the balance, PayPal paid, rejected, returned unclaimed, one still requested). See sandbox/affiliate/seed.ts.',
    email: 'he.jun@example.com',
    emailStatus: 'verified',
    services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 16, usedBytes: 21 * GB }],
  },
  {
    label: 'affiliate-new',
    about: 'Verified email, Active Monthly, nothing invited or booked yet: the affiliate page empty but every invite open.',
    email: 'song.lan@example.com',
    emailStatus: 'verified',
    services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 27, usedBytes: 3 * GB }],
  },
  {
    label: 'affiliate-no-email',
    about: 'No email, Active Monthly: the affiliate page asks to bind and verify an email first.',
    services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 23, usedBytes: 5 * GB }],
  },
  {
    label: 'reseller-service',
    about:
      'No email, one Active Monthly service sold through the reseller 港灣網路 Harbour Link (ADR 0054): the service page names it, sends support questions to it, lets the email be changed and the client login reset (user name hbl-demo-8812, first password DemoPass-2026).',
    services: [
      {
        status: 'Active',
        cycle: 'Monthly',
        expiresInDays: 19,
        usedBytes: 8 * GB,
        reseller: {
          setting: {
            name: '港灣網路 Harbour Link',
            support: { email: 'help@harbourlink.example', url: 'https://support.harbourlink.example/', hours: '每日 10:00–22:00（香港時間）' },
            supportReplacesOurs: true,
            customerMay: { changeEmail: true, resetClientPassword: true },
            clientPanelUrl: 'https://panel.harbourlink.example/login',
          },
          username: 'hbl-demo-8812',
          password: 'DemoPass-2026',
        },
      },
    ],
  },
  {
    label: 'affiliate-unpaid',
    about: 'Verified email, no paid service: may share its link and code, but not mail invites or gifts.',
    email: 'tang.xin@example.com',
    emailStatus: 'verified',
    services: [],
  },
];

const DEMO_SEEDED_KEY = 'demo_seeded_at';

/** Affiliate codes of inviters outside this sandbox's accounts, known to `promo/check`. */
export const DEMO_AFFILIATE_CODES = ['SKYFRIEND', 'friend_42'] as const;

/**
 * Client app versions (released some days before the database was first seeded), the
 * products and the promotions; each added only when missing.
 */
export function seedReferenceData(ctx: SandboxContext): void {
  const now = ctx.clock.now().getTime();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const versions = [
    { client: 'android', version: '3.6.2', released_at: daysAgo(12), download_path: '/downloads/skyline-android-3.6.2.apk', minimum_os: 'Android 8.0' },
    { client: 'windows', version: '2.9.0', released_at: daysAgo(20), download_path: '/downloads/skyline-windows-2.9.0.exe', minimum_os: 'Windows 10' },
    { client: 'macos', version: '2.9.0', released_at: daysAgo(20), download_path: '/downloads/skyline-macos-2.9.0.dmg', minimum_os: 'macOS 12' },
    { client: 'ios', version: '3.4.1', released_at: daysAgo(33), download_path: '/downloads/skyline-ios-3.4.1.ipa', minimum_os: 'iOS 15' },
    { client: 'linux', version: '1.8.3', released_at: daysAgo(47), download_path: '/downloads/skyline-linux-1.8.3.tar.gz', minimum_os: 'glibc 2.31' },
  ] as const;
  withTransaction(ctx.db, () => {
    for (const version of versions) addAppVersionIfMissing(ctx.db, version);
    // Friends' affiliate codes the provider knows (promo/check, ADR 0037); the affiliate page will hand out real ones.
    for (const code of DEMO_AFFILIATE_CODES) addAffiliateCodeIfMissing(ctx.db, code, null, ctx.clock.now());
    seedCatalogue(ctx.db, ctx.clock.now());
    seedSubscriptionArticles(ctx.db, ctx.clock.now());
  });
}

/** Adds the demo accounts once; returns whether it did. */
export function seedDemoAccounts(ctx: SandboxContext): boolean {
  if (readMeta(ctx.db, DEMO_SEEDED_KEY) !== null) return false;
  withTransaction(ctx.db, () => {
    const byLabel = new Map<string, UserRow>();
    for (const demo of DEMO_ACCOUNTS) byLabel.set(demo.label, createAccount(ctx, demo, 'demo'));
    // The affiliate demo's history, made through the sandbox's own paths after the accounts exist.
    seedAffiliateMoney(ctx, byLabel);
    writeMeta(ctx.db, DEMO_SEEDED_KEY, ctx.clock.now().toISOString());
  });
  return true;
}
