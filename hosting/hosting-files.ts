/**
 * The hosting files static hosts read (`_headers`, `_redirects`), made from the build
 * output so that the CSP allows exactly the inline scripts and styles the build emitted.
 * The project's own server (`static-server.ts`) applies the same files.
 */
import { createHash } from 'node:crypto';
import { LOCALES } from '../src/lib/core/i18n/locales.ts';
import { chatPagePaths, type ChatWidget } from './chat-widget.ts';

/** Help-centre calls go to the site's own origin (spec section 7); the host hands this prefix to the help desk. */
export const HELP_DESK_PREFIX = '/api/v2/';

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

export interface HeadersInput {
  scriptHashes: Iterable<string>;
  styleHashes: Iterable<string>;
  providerOrigin: string;
  /** The live chat help/contact-us may load on request (hosting/chat-widget.ts); none when null. */
  chat?: ChatWidget | null;
}

/**
 * Stripe's hosts (https://docs.stripe.com/security/guide#content-security-policy): its
 * script, its card field and 3D Secure frames, and its API. Only the pages with a card
 * form get them (`stripePagePaths`); no other page may load a third-party script.
 */
export const STRIPE_CSP = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * The strict policy of every page; `stripe` adds Stripe's hosts and nothing else, `chat`
 * the live-chat vendor's (help/contact-us only).
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes, providerOrigin }: HeadersInput, options: { stripe?: boolean; chat?: ChatWidget | null } = {}): string {
  const unique = (values: Iterable<string>) => [...new Set(values)].sort().join(' ');
  const stripe = options.stripe === true;
  const chat = options.chat?.csp;
  const more = (hosts: readonly string[] | undefined) => (hosts && hosts.length > 0 ? ` ${hosts.join(' ')}` : '');
  const frames = [...(stripe ? STRIPE_CSP.frame : []), ...(chat?.frame ?? [])];
  return [
    "default-src 'none'",
    `script-src 'self' ${stripe ? `${STRIPE_CSP.script.join(' ')} ` : ''}${chat ? `${chat.script.join(' ')} ` : ''}${unique(scriptHashes)}`.trim(),
    `style-src 'self'${more(chat?.style)} ${unique(styleHashes)}`.trim(),
    `img-src 'self' data: blob:${more(chat?.img)}`,
    `font-src 'self'${more(chat?.font)}`,
    `connect-src 'self' ${providerOrigin}${stripe ? ` ${STRIPE_CSP.connect.join(' ')}` : ''}${more(chat?.connect)}`,
    ...(frames.length > 0 ? [`frame-src ${frames.join(' ')}`] : []),
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The pages with a card form (order/pay's card panel, order/paying inside the Android
 * app, user/account's "add a card") in every language, with and without the trailing
 * slash their folders are served under.
 * Exact paths rather than splats: our own server (`hosting/rules.ts`) reads a `*`
 * segment as "the rest of the path", so a `*` in place of the language would give every
 * page Stripe.
 * @example stripePagePaths(['en-US']) // ['/en-US/order/pay', '/en-US/order/pay/', '/en-US/order/paying', '/en-US/order/paying/', '/en-US/user/account', '/en-US/user/account/']
 */
export function stripePagePaths(locales: readonly string[] = LOCALES): string[] {
  return locales.flatMap((locale) => ['order/pay', 'order/paying', 'user/account'].flatMap((page) => [`/${locale}/${page}`, `/${locale}/${page}/`]));
}

/**
 * Headers a browser reads only on a document (a page or a frame), not on a script or a
 * stylesheet. Referrer-Policy stays on everything: a stylesheet's own requests follow it.
 * The one worker script, `/sw.js`, keeps the page policy: a worker runs under its own
 * response's CSP, and the page policy allows all it does (same-origin fetches).
 */
export const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'X-Frame-Options', 'Permissions-Policy', 'Cross-Origin-Opener-Policy'] as const;

export function headersFile(input: HeadersInput): string {
  // Later blocks override earlier ones header by header (hosting/rules.ts `headersFor`),
  // so the payment page's blocks replace only the policy.
  const stripePolicy = contentSecurityPolicy(input, { stripe: true });
  const stripeBlocks = stripePagePaths()
    .map((path) => `${path}\n  Content-Security-Policy: ${stripePolicy}\n`)
    .join('\n');
  const chatPolicy = input.chat ? contentSecurityPolicy(input, { chat: input.chat }) : null;
  const chatBlocks = chatPolicy
    ? `\n# Only the contact page may load the live-chat vendor's script, and only when a person asks for it (docs/decisions/0029).\n${chatPagePaths(LOCALES)
        .map((path) => `${path}\n  Content-Security-Policy: ${chatPolicy}\n`)
        .join('\n')}`
    : '';
  return `# Security headers for every page (decisions.md: Hosting). Made by the build; do not edit.
/*
  Content-Security-Policy: ${contentSecurityPolicy(input)}
  X-Frame-Options: DENY
  X-Content-Type-Options: nosniff
  Strict-Transport-Security: max-age=63072000; includeSubDomains
  Referrer-Policy: no-referrer
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(self)
  Cross-Origin-Opener-Policy: same-origin
  Cache-Control: public, max-age=0, must-revalidate

# Hashed assets never change. Headers that only mean something on a document are
# detached (\`!\`), so each script and stylesheet does not carry a policy of ~1 KiB.
/_astro/*
  Cache-Control: public, max-age=31536000, immutable
${DOCUMENT_ONLY_HEADERS.map((name) => `  ! ${name}`).join('\n')}

# The service worker (docs/decisions/0020): always asked again, so a new version is seen at once.
/sw.js
  Cache-Control: no-cache

# Only the pages with a card form may load Stripe.js: the payment page's card panel and the account page's "add a card" (docs/decisions/0005).
${stripeBlocks}${chatBlocks}`;
}

/**
 * `_redirects`: the run-time id rewrites, then the pages named without a language (served
 * by the page that puts the stored language in front, with status 200: PayPal returns to
 * `/order/pay?invoice=…`), then the 404 rules. Only paths that name no page answer 404.
 */
export function redirectsFile(rewrites: { from: string; to: string }[], locales: readonly string[], withoutLanguage: { from: string; to: string }[] = [], options: { helpDeskOrigin?: string | undefined } = {}): string {
  const lines = ['# Run-time ids: one prebuilt page per route pattern (decisions.md). Made by the build; do not edit.'];
  if (options.helpDeskOrigin !== undefined) {
    // Before anything else: the help desk's calls are proxied, never answered with a page (docs/decisions/0031).
    lines.splice(0, 0, '# The help desk answers on the site\'s own origin (spec section 7): a proxy (status 200) to it.', `${HELP_DESK_PREFIX}*  ${new URL(options.helpDeskOrigin).origin}${HELP_DESK_PREFIX}:splat  200`, '');
  }
  for (const { from, to } of rewrites) lines.push(`${from}  ${to}  200`);
  if (withoutLanguage.length > 0) {
    lines.push('', '# A page named without its language: the page that puts the stored language in front (docs/decisions/0004).');
    for (const { from, to } of withoutLanguage) lines.push(`${from}  ${to}  200`);
  }
  lines.push('', '# Every other path: the localized not-found page, with status 404.');
  for (const locale of locales) lines.push(`/${locale}/*  /${locale}/404.html  404`);
  lines.push('/*  /404.html  404', '');
  return lines.join('\n');
}
