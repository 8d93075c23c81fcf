/**
 * What a built page costs a first visit, read from the build output alone (no browser):
 * the HTML, its stylesheets, the scripts it loads up front and everything those import
 * statically, brotli-compressed as the host serves them. Pure over a `readAsset`
 * function, so the rule is unit-tested on a fixture dist and reused by `npm run bench`.
 * What counts as "up front" is hosting/upfront-assets.ts, shared with the build's
 * modulepreload links.
 */
import { brotliCompressSync } from 'node:zlib';
import { upfrontAssets, type ReadAsset } from '../hosting/upfront-assets.ts';

export { staticImports, upfrontAssets, type ReadAsset, type UpfrontAssets } from '../hosting/upfront-assets.ts';

/**
 * The byte budgets, the one place they are written (docs/performance.md and the README
 * quote them). Keys are built HTML files under the dist folder; each locale has its own.
 */
/** ADR 0049, +0.5 KiB from 30: the head guard reports the meta policy's violations (zh-TW user/login 30.1 KiB). */
const STATIC_PAGE_BUDGET = 30.5 * 1024;

export const PAGE_BUDGETS: readonly PageBudget[] = [
  ...(['zh-TW', 'zh-CN', 'en-US'] as const).flatMap((lang) => [
    { page: `${lang}/order/place/index.html`, maxBrotliBytes: 75 * 1024 },
    { page: `${lang}/order/pay/index.html`, maxBrotliBytes: 90 * 1024 },
    // The in-app payment screen is the same bill and panels as order/pay.
    { page: `${lang}/order/paying/index.html`, maxBrotliBytes: 90 * 1024 },
    // The page a customer opens every week: the service as a React island (issue 24, goal
    // 120 KiB before any dialog opens; 110.4–110.7 KiB, React and ReactDOM about 57 of it).
    // Its dialogs, the QR code and the setup guide come when opened. The head's early reads (ADR 0026) bring the facts
    // about 0.4 s sooner; the modulepreload links (hosting/module-preload.ts) save the
    // round trips of discovering the page's scripts one import at a time. The `panel` and
    // `order` files (src/integrations/shell-chunk.ts): 112.8–113.1 KiB in 23 files where it was
    // 111.8 in 33; each small file cost a request on a slow line.
    // ADR 0049, +0.5 KiB: the page's Content-Security-Policy is a meta in its
    // HTML (its five hashes do not compress); the 1.7 KB policy header it replaces was never counted here.
    // Issue 26, +0.4 KiB: reads fail over to the next API domain and the visit keeps the one
    // that answered (ADR 0052); canonical and absolute hreflang links (ADR 0053).
    // Issues 26–27 (116.8–117.2 KiB): the closed account's state and notice in the shell, the
    // reseller's words and section, the policy meta and the API failover.
    // Eighth session, +0.5 KiB (117.8–117.9 KiB): the head reads the service's reseller with
    // the service, so the email section never shows and then vanishes (ADR 0054).
    { page: `${lang}/user/service/_/index.html`, maxBrotliBytes: 118.5 * 1024 },
    // The bills page: the renewal and a page of bills, a React island (issue 24, goal 120 KiB
    // before any dialog opens; 106.3–106.7 KiB, React about 57 of it). The cancel dialog and
    // its words come when opened. The `panel` and `order` files: 108.9–109.3 KiB in fewer files.
    // Issues 26–27 (111.0–111.4 KiB): the closed account's state and notice in the shell, the
    // reseller's words and section, the policy meta and the API failover.
    // ADR 0065, +0.03 KiB: ReactDOM's compile hint took the zh-TW page to 112.0.
    { page: `${lang}/user/service/_/invoice/index.html`, maxBrotliBytes: 112.5 * 1024 },
    // The account page (issue 11; issue 24's goal for logged-in pages, at most 120 KiB): its
    // sections, saved cards and balance are React islands (issue 24; 111.8–112.3 KiB, from
    // 51.0–51.4: React about 57, the HTML 2.2 more with the islands' words as their props).
    // Dialogs, the card form, the QR code and Stripe.js come when opened. Issue 25, 113.6–114.1 KiB:
    // the affiliate refusals in the catalogue and the calls' refusal table every page's client
    // carries, the balance history as its own component (shared with the affiliate page).
    // The shell's Intl warm-up (i18n/intl.ts, about 0.1 KiB) took it to 115.1.
    { page: `${lang}/user/account/index.html`, maxBrotliBytes: 115.5 * 1024 },
    // The invite-friends page (issue 25): its sections are one React island (issue 24's goal for
    // logged-in pages, at most 120 KiB before any dialog opens; 109.5–110.0 KiB, React about 57
    // of it); the five dialogs and their words, the QR encoder and the email binding's dialog come when opened.
    // The `panel` and `order` files: 113.1–113.5 KiB in fewer files. ADR 0049, +0.5 KiB
    // (113.6–114.1 KiB): the page's Content-Security-Policy is a meta in its HTML.
    // Issues 26–27 (115.0–115.5 KiB): the closed account's state and notice in the shell, the
    // reseller's words and section, the policy meta and the API failover.
    // +0.5 KiB (116.2 KiB): the head asks for the login check too (the guard waited for it
    // until React had arrived: data on screen 1.31–1.41 → 1.23 s on slow 4G), and for the
    // invite link and the first page of friends once the summary has answered.
    { page: `${lang}/user/affiliate/index.html`, maxBrotliBytes: 116.5 * 1024 },
    // The invoice page: the bill, read from the head as the page opens, a React island
    // (issue 24, goal 120 KiB; 101.9–102.2 KiB); printing loads nothing more. The `panel` and
    // `order` files: 105.8–106.1 KiB in fewer files.
    // Issues 26–27 (107.7–108.1 KiB): the closed account's state and notice in the shell, the
    // reseller's words and section, the policy meta and the API failover.
    { page: `${lang}/user/invoice/_/index.html`, maxBrotliBytes: 109 * 1024 },
    // user/login (issue 13, ADR 0032): static HTML and one small page script; the provider client loads on the first send.
    { page: `${lang}/user/login/index.html`, maxBrotliBytes: STATIC_PAGE_BUDGET },
    // contact-us: the ticket form carries the human check's token (issue 13, +0.3 KiB) and wakes
    // with its scripts named up front (data-wake-preload, +0.3 KiB).
    // ADR 0039: +1.0 KiB, the shell in two files (its ticket form wakes with the stores, so it loads both).
    // +0.1 KiB: a form wakes at once only for a draft of its own (lib/ticket/kept-drafts.ts).
    // Issue 23, +0.5 KiB (32.7 KiB): the shell gives back a login a refused link replaced and
    // sends the human check's token in a header (+0.25), the form wakes at once for a service or
    // an email to fill in (+0.13), and the page's words for the check passed in place (+0.2).
    // +0.3 KiB: what is typed before a form is live is kept field by field, until React's
    // commit, so no key pressed while it hydrates is lost (keep-before-wake.ts).
    // Issues 26–27 (33.6–34.0 KiB): the closed account's state and notice in the shell, the
    // reseller's words and section, the policy meta and the API failover.
    { page: `${lang}/help/contact-us/index.html`, maxBrotliBytes: 34.5 * 1024 },
    { page: `${lang}/user/migrate/index.html`, maxBrotliBytes: 100 * 1024 },
    { page: `${lang}/user/unsubscribe/index.html`, maxBrotliBytes: STATIC_PAGE_BUDGET },
    // Issue 12's goal: help and an article at most 20 KiB in all, no framework. They start
    // the shell's stores only when needed (ADR 0039), so a first visit loads the HTML and
    // the shell's base file: about 12 KiB. A help article: the troubleshooting guide, one
    // of the longest (its id is the sandbox help desk's).
    ...[`${lang}/help/index.html`, `${lang}/help/article/4403000601/index.html`].map((page) => ({ page, maxBrotliBytes: 20 * 1024 })),
    // Static pages paint from their HTML alone (issue 14); what they load after is small too.
    { page: `${lang}/404.html`, maxBrotliBytes: STATIC_PAGE_BUDGET },
    // The desktop panel (issue 13, ADR 0034), opened in a desktop client's web view: the paste
    // box runs at once (React, 96–97 KiB); the services are a React island too (issue 24,
    // 99.6–99.9 KiB; 108.4–108.7 with the `panel` and `order` files, shared with the website's
    // logged-in pages, in fewer files); the overview and the ticket page are
    // HTML with the version check's small script (33–38 KiB; the ticket form wakes on interaction).
    // ADR 0049, +0.2 KiB on every page (100.2 KiB): the head guard reports the meta policy's violations.
    // ADR 0065, +0.03 KiB: ReactDOM's compile hint took the zh-TW page to 100.6.
    { page: `${lang}/win/import/index.html`, maxBrotliBytes: 101 * 1024 },
    // Issues 26–27 (110.1–110.4 KiB): the closed account's state and notice in the shell, the
    // reseller's words and section, the policy meta and the API failover; the shell's Intl warm-up (111.2).
    { page: `${lang}/win/services/index.html`, maxBrotliBytes: 111.5 * 1024 },
    { page: `${lang}/win/index.html`, maxBrotliBytes: 40 * 1024 },
    // ADR 0039: +1.0 KiB on win/ticket, the shell in two files. +0.3 KiB: what is typed
    // before the form is live is kept field by field, until React's commit (keep-before-wake.ts).
    // Issue 26, +0.4 KiB (41.6): the human check's client fails over between API domains (ADR 0052).
    // Issues 26–27 (42.0–42.3 KiB): the closed account's state and notice in the shell, the
    // reseller's words and section, the policy meta and the API failover. ADR 0049, +0.2 KiB
    // (42.6–42.7): the head guard reports the meta policy's violations.
    { page: `${lang}/win/ticket/index.html`, maxBrotliBytes: 43 * 1024 },
    // The Android ad landing page (issue 13, ADR 0036): at most 20 KiB in all, no framework.
    // It is about 7.5 KiB: its HTML, inline styles and its own inline script, no script file.
    { page: `${lang}/landing-page/android-app/index.html`, maxBrotliBytes: 20 * 1024 },
  ]),
  { page: '404.html', maxBrotliBytes: STATIC_PAGE_BUDGET },
];

/**
 * Pages that may load React up front: the ones whose island must run at once (the
 * migrate page's form, the desktop panel's paste box and services, and the logged-in
 * views of provider data, React islands since issue 24: the service, bills, invoice,
 * account and invite-friends pages). Every other page is static or wakes its island on the first touch, and
 * loads no framework code before that.
 */
export const FRAMEWORK_PAGES: readonly RegExp[] = [
  /^[\w-]+\/win\/import\/index\.html$/,
  /^[\w-]+\/user\/migrate\/index\.html$/,
  /^[\w-]+\/win\/services\/index\.html$/,
  /^[\w-]+\/user\/service\/_\/index\.html$/,
  /^[\w-]+\/user\/service\/_\/invoice\/index\.html$/,
  /^[\w-]+\/user\/invoice\/_\/index\.html$/,
  /^[\w-]+\/user\/account\/index\.html$/,
  /^[\w-]+\/user\/affiliate\/index\.html$/,
];

export interface PageBudget {
  /** Built HTML file, relative to the dist folder (`zh-TW/order/place/index.html`). */
  page: string;
  maxBrotliBytes: number;
}

/**
 * Whether a script is (or bundles) React or ReactDOM: by its chunk name, or by the marks
 * every React build carries (its element symbols, its internals export).
 */
export function isFrameworkCode(sitePath: string, code: string): boolean {
  const name = sitePath.slice(sitePath.lastIndexOf('/') + 1);
  if (/^(?:react|react-dom|jsx-runtime)[.-]/.test(name)) return true;
  return /Symbol\.for\(\s*["']react\.(?:element|transitional\.element|fragment)["']\s*\)|__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED/.test(code);
}

export interface PageWeight {
  page: string;
  /** Brotli bytes of the HTML, its stylesheets and its up-front scripts. */
  brotliBytes: number;
  htmlBrotliBytes: number;
  scriptBrotliBytes: number;
  /** Up-front scripts that are React or ReactDOM (empty for a page with no framework code). */
  frameworkScripts: string[];
  /** Assets the HTML names but the build does not contain (a broken build, reported, not ignored). */
  missing: string[];
}

/** Brotli size, the encoding the static host serves and a phone's browser accepts. */
export function brotliSize(body: string | Uint8Array): number {
  return brotliCompressSync(body).length;
}

/** Weighs one built page: what its first load transfers, and whether that includes React. */
export function weighPage(page: string, html: string, readAsset: ReadAsset): PageWeight {
  const { scripts, stylesheets } = upfrontAssets(html, readAsset);
  const missing: string[] = [];
  let scriptBrotliBytes = 0;
  let styleBrotliBytes = 0;
  const frameworkScripts: string[] = [];
  for (const url of scripts) {
    const code = readAsset(url);
    if (code === undefined) {
      // Third-party or absent: an absent local file is a broken reference worth reporting.
      if (url.startsWith('/')) missing.push(url);
      continue;
    }
    scriptBrotliBytes += brotliSize(code);
    if (isFrameworkCode(url, code)) frameworkScripts.push(url);
  }
  for (const url of stylesheets) {
    const css = readAsset(url);
    if (css === undefined) {
      if (url.startsWith('/')) missing.push(url);
      continue;
    }
    styleBrotliBytes += brotliSize(css);
  }
  const htmlBrotliBytes = brotliSize(html);
  return { page, brotliBytes: htmlBrotliBytes + styleBrotliBytes + scriptBrotliBytes, htmlBrotliBytes, scriptBrotliBytes, frameworkScripts, missing };
}

export interface BudgetVerdict {
  page: string;
  brotliBytes: number;
  /** Undefined for a page with no byte budget (it is only checked for framework code). */
  maxBrotliBytes: number | undefined;
  frameworkAllowed: boolean;
  frameworkScripts: string[];
  missing: string[];
  /** Why the page fails its budget; empty when it passes. */
  problems: string[];
}

/**
 * Judges every built page: the byte budget where one is set, no framework code up front
 * unless the page is allowed it, and no missing asset. A budget naming a page the build
 * lacks fails too (a renamed page must not silently drop out of the check).
 */
export function judgePages(weights: readonly PageWeight[], budgets: readonly PageBudget[] = PAGE_BUDGETS, frameworkPages: readonly RegExp[] = FRAMEWORK_PAGES): BudgetVerdict[] {
  const verdicts: BudgetVerdict[] = weights.map((weight) => {
    const maxBrotliBytes = budgets.find((budget) => budget.page === weight.page)?.maxBrotliBytes;
    const frameworkAllowed = frameworkPages.some((pattern) => pattern.test(weight.page));
    const problems: string[] = [];
    if (maxBrotliBytes !== undefined && weight.brotliBytes > maxBrotliBytes) problems.push(`${kib(weight.brotliBytes)} KiB is over its budget of ${kib(maxBrotliBytes)} KiB`);
    if (!frameworkAllowed && weight.frameworkScripts.length > 0) problems.push(`loads framework JavaScript up front: ${weight.frameworkScripts.join(', ')}`);
    if (weight.missing.length > 0) problems.push(`names assets the build does not have: ${weight.missing.join(', ')}`);
    return { page: weight.page, brotliBytes: weight.brotliBytes, maxBrotliBytes, frameworkAllowed, frameworkScripts: weight.frameworkScripts, missing: weight.missing, problems };
  });
  for (const budget of budgets) {
    if (!weights.some((weight) => weight.page === budget.page)) {
      verdicts.push({ page: budget.page, brotliBytes: 0, maxBrotliBytes: budget.maxBrotliBytes, frameworkAllowed: false, frameworkScripts: [], missing: [], problems: ['the build has no such page'] });
    }
  }
  return verdicts;
}

/** KiB with one decimal, as the README and docs/performance.md write them. */
export function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** The table `npm test` prints: page → bytes vs budget, framework code, verdict. */
export function formatVerdicts(verdicts: readonly BudgetVerdict[]): string {
  const rows = verdicts.map((verdict) => [
    verdict.page,
    `${kib(verdict.brotliBytes)} KiB`,
    verdict.maxBrotliBytes === undefined ? '–' : `${kib(verdict.maxBrotliBytes)} KiB`,
    verdict.frameworkScripts.length > 0 ? (verdict.frameworkAllowed ? 'yes (allowed)' : 'YES') : 'no',
    verdict.problems.length === 0 ? 'ok' : `FAIL: ${verdict.problems.join('; ')}`,
  ]);
  const header = ['page (brotli, first load)', 'bytes', 'budget', 'framework JS', 'verdict'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
