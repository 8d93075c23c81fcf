/**
 * The headers every host sends, said once: the host-wide security headers, the ones only
 * a document reads, and the caching a page gets when no rule names it. The site model
 * (site-model.ts) gives them to each host's emitter (targets/*.ts).
 */
import { HOST_WIDE_POLICY, REPORT_GROUP } from './page-csp.ts';
import { REPORT_PATH } from '../src/lib/core/guard/policy-violation-reports.ts';
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

/** A hashed file is kept a year and never asked for again. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
