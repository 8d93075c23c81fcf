/**
 * Data the sandbox starts with. Reference data (client app versions, products, promotions) is added on
 * every start when missing; demo accounts are added once, into an empty database,
 * and are then left alone so links printed earlier keep working.
 */
import { createAccount } from '../accounts.ts';
import type { SandboxContext } from '../context.ts';
import { addAppVersionIfMissing } from '../data/app-versions.ts';
import { seedCatalogue } from '../data/catalogue.ts';
import type { FixtureAccountSpec } from '../data/fixtures.ts';
import { readMeta, withTransaction, writeMeta } from './schema.ts';

const GB = 1024 ** 3;
const DAY_MS = 24 * 3600_000;

/**
 * The demo accounts, by stable label. Together they cover every service status,
 * every email state, and the default-service rule (first Active, else first, else
 * first unpaid).
 */
export const DEMO_ACCOUNTS: readonly (FixtureAccountSpec & { label: string; about: string })[] = [
  {
    label: 'active-verified',
    about: 'Verified email, one Active Monthly service (bought with WELCOME10) with a data pack and a device pack and 3 devices in use, 5.00 balance, a saved Visa card.',
    email: 'chen.wei@example.com',
    emailStatus: 'verified',
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
    about: 'Verified email, a 7-day trial with 5 days left (no auto-renewal).',
    email: 'huang.ting@example.com',
    emailStatus: 'verified',
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
];

const DEMO_SEEDED_KEY = 'demo_seeded_at';

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
    seedCatalogue(ctx.db, ctx.clock.now());
  });
}

/** Adds the demo accounts once; returns whether it did. */
export function seedDemoAccounts(ctx: SandboxContext): boolean {
  if (readMeta(ctx.db, DEMO_SEEDED_KEY) !== null) return false;
  withTransaction(ctx.db, () => {
    for (const demo of DEMO_ACCOUNTS) createAccount(ctx, demo, 'demo');
    writeMeta(ctx.db, DEMO_SEEDED_KEY, ctx.clock.now().toISOString());
  });
  return true;
}
