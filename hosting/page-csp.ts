/**
 * Each built page carries its own Content-Security-Policy as the first element of its
 * `<head>` (`<meta http-equiv="Content-Security-Policy">`), with the hashes of exactly
 * the inline scripts and styles that page has (docs/decisions/0049). Host files then
 * carry only host-wide headers, so no host can join two policies for one page (Cloudflare
 * joins a header set by two matching `_headers` rules with a comma: both policies apply).
 *
 * A policy delivered in a meta element cannot say `frame-ancestors`, `report-uri`,
 * `report-to` or `sandbox` (browsers ignore them there and log an error), so those stay
 * in the one host-wide header, `HOST_WIDE_POLICY`, which restricts nothing the page's
 * policy restricts.
 */
import { createHash } from 'node:crypto';
import type { ChatWidget } from './chat-widget.ts';
import { REPORT_PATH } from '../src/lib/core/guard/policy-violation-reports.ts';

/** The reporting group the host-wide header names (`Reporting-Endpoints: csp="/api/report"`). */
export const REPORT_GROUP = 'csp';

/**
 * The one policy a host sends as a header: what a meta policy cannot say. It has no
 * fetch directive, so it allows or blocks nothing the page's own policy decides.
 */
export const HOST_WIDE_POLICY = `frame-ancestors 'none'; report-uri ${REPORT_PATH}; report-to ${REPORT_GROUP}`;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
/** Script types a browser does not execute: they need no CSP hash. */
const DATA_SCRIPT_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/plain)/i;

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The CSP hashes of one page's inline scripts and styles. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes) || DATA_SCRIPT_TYPE.test(attributes) || body.trim() === '') continue;
    scripts.push(sha256(body));
  }
  for (const [, body = ''] of html.matchAll(INLINE_STYLE)) styles.push(sha256(body));
  return { scripts, styles };
}

export interface PagePolicyInput {
  scriptHashes: Iterable<string>;
  styleHashes: Iterable<string>;
  /** Every origin the site may call the provider API on, in the build's order (one today; a list once mirrors of the API exist). */
  providerOrigins: readonly string[];
  /** The live chat help/contact-us may load on request (hosting/chat-widget.ts); none when null. */
  chat?: ChatWidget | null;
}

/**
 * Stripe's hosts (https://docs.stripe.com/security/guide#content-security-policy): its
 * script (served from `js.stripe.com` and, for newer release trains, `*.js.stripe.com`),
 * its card field and 3-D Secure frames, and its API. Only the pages with a card form get
 * them (`STRIPE_PAGES`); no other page may load a third-party script.
 */
export const STRIPE_CSP = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/** The pages with a card form, below the language: order/pay's card panel, order/paying inside the Android app, user/account's "add a card". */
const STRIPE_PAGES = ['order/pay', 'order/paying', 'user/account'] as const;
/** The page that may load the live chat on request (docs/decisions/0029). */
const CHAT_PAGE = 'help/contact-us';

/**
 * What a page's policy adds to the strict one, from its path: Stripe's hosts on the card
 * pages, the chat vendor's on the contact page, nothing elsewhere.
 * @example policyKind('/en-US/order/pay') // 'stripe'
 * @example policyKind('/xx/order/pay') // 'plain'
 */
export function policyKind(sitePath: string, locales: readonly string[]): 'stripe' | 'chat' | 'plain' {
  const [, locale = '', ...rest] = sitePath.replace(/\/+$/, '').split('/');
  if (!locales.includes(locale)) return 'plain';
  const page = rest.join('/');
  if ((STRIPE_PAGES as readonly string[]).includes(page)) return 'stripe';
  return page === CHAT_PAGE ? 'chat' : 'plain';
}

/**
 * The strict policy of one page; `stripe` adds Stripe's hosts and nothing else, `chat`
 * the live-chat vendor's. Only directives a meta element may carry.
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes, providerOrigins }: PagePolicyInput, options: { stripe?: boolean; chat?: ChatWidget | null } = {}): string {
  const unique = (values: Iterable<string>) => [...new Set(values)].sort();
  const stripe = options.stripe === true;
  const chat = options.chat?.csp;
  const directive = (name: string, values: readonly (string | undefined)[]) => [name, ...values.filter((value): value is string => value !== undefined && value !== '')].join(' ');
  const frames = [...(stripe ? STRIPE_CSP.frame : []), ...(chat?.frame ?? [])];
  return [
    "default-src 'none'",
    directive('script-src', ["'self'", ...(stripe ? STRIPE_CSP.script : []), ...(chat?.script ?? []), ...unique(scriptHashes)]),
    directive('style-src', ["'self'", ...(chat?.style ?? []), ...unique(styleHashes)]),
    directive('img-src', ["'self'", 'data:', 'blob:', ...(chat?.img ?? [])]),
    directive('font-src', ["'self'", ...(chat?.font ?? [])]),
    directive('connect-src', ["'self'", ...new Set(providerOrigins), ...(stripe ? STRIPE_CSP.connect : []), ...(chat?.connect ?? [])]),
    ...(frames.length > 0 ? [directive('frame-src', frames)] : []),
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The policy of the page at `sitePath` whose built HTML is `html`. */
export function pagePolicy(html: string, sitePath: string, input: Omit<PagePolicyInput, 'scriptHashes' | 'styleHashes'>, locales: readonly string[]): string {
  const hashes = inlineHashes(html);
  const kind = policyKind(sitePath, locales);
  return contentSecurityPolicy({ ...input, scriptHashes: hashes.scripts, styleHashes: hashes.styles }, { stripe: kind === 'stripe', chat: kind === 'chat' ? (input.chat ?? null) : null });
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/i;

/**
 * The page with its policy as the first element of `<head>` after the charset: a meta
 * policy governs only what comes after it, and the head's inline guard runs before paint.
 * A page that already has one gets the new one in its place (a rebuild of the same output).
 * @example withPolicyMeta('<head><meta charset="utf-8"><title>', "default-src 'none'") // '<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'"><title>'
 */
export function withPolicyMeta(html: string, policy: string): string {
  if (policy.includes('"')) throw new Error('a policy with a double quote cannot go into a meta attribute');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  if (POLICY_META.test(html)) return html.replace(POLICY_META, meta);
  const head = /<head\b[^>]*>(\s*<meta charset="[^"]*"\s*\/?>)?/i.exec(html);
  if (!head) throw new Error('a built page has no <head>: its policy has nowhere to go');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/**
 * The path a built HTML file answers, as `policyKind` reads it.
 * @example sitePathOfFile('zh-TW/order/pay/index.html') // '/zh-TW/order/pay'
 * @example sitePathOfFile('zh-TW/404.html') // '/zh-TW/404'
 */
export function sitePathOfFile(relativeFile: string): string {
  const path = `/${relativeFile.split(/[\\/]/).join('/')}`.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return path === '' ? '/' : path;
}
