/**
 * The hosting files static hosts read (`_headers`, `_redirects`), made from the build
 * output so that the CSP allows exactly the inline scripts and styles the build emitted.
 * The project's own server (`static-server.ts`) applies the same files.
 */
import { HOST_WIDE_POLICY, REPORT_GROUP, REPORT_PATH } from './page-csp.ts';
import { HELP_DESK_PREFIX } from './edge-handler.ts';

export { HELP_DESK_PREFIX };

/**
 * Headers a browser reads only on a document (a page or a frame), not on a script or a
 * stylesheet. Referrer-Policy stays on everything: a stylesheet's own requests follow it.
 */
export const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'Reporting-Endpoints', 'X-Frame-Options', 'Permissions-Policy', 'Cross-Origin-Opener-Policy'] as const;

/**
 * The headers every answer of the site carries. The page's own policy is in its HTML
 * (hosting/page-csp.ts); the one policy header says only what a meta policy cannot.
 */
export const HOST_WIDE_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', HOST_WIDE_POLICY],
  ['Reporting-Endpoints', `${REPORT_GROUP}="${REPORT_PATH}"`],
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['Referrer-Policy', 'no-referrer'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * What a page answers with when no rule names its caching: asked again on every use, as
 * Cloudflare's static assets answer by default. Host files never set it on `/*`, or a
 * host that joins duplicate headers would give `/_astro/*` two Cache-Control values.
 */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * `_headers`: host-wide headers on every path, immutable caching on hashed assets and
 * no-cache on the service worker. No header is set by two blocks that match one path.
 */
export function headersFile(): string {
  return `# Security headers for every answer (decisions.md: Hosting). Made by the build; do not edit.
# Each page's Content-Security-Policy is a <meta> in its HTML (docs/decisions/0049).
/*
${HOST_WIDE_HEADERS.map(([name, value]) => `  ${name}: ${value}`).join('\n')}

# Hashed assets never change. Headers that only mean something on a document are
# detached (\`!\`).
/_astro/*
  Cache-Control: public, max-age=31536000, immutable
${DOCUMENT_ONLY_HEADERS.map((name) => `  ! ${name}`).join('\n')}

# The service worker (docs/decisions/0020): always asked again, so a new version is seen at once.
/sw.js
  Cache-Control: no-cache
`;
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
