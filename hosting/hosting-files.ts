/**
 * The hosting files static hosts read (`_headers`, `_redirects`), made from the build
 * output so that the CSP allows exactly the inline scripts and styles the build emitted.
 * The project's own server (`static-server.ts`) applies the same files.
 */
import { createHash } from 'node:crypto';

export const DEFAULT_PROVIDER_API_BASE = 'http://127.0.0.1:8787';

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
}

export function contentSecurityPolicy({ scriptHashes, styleHashes, providerOrigin }: HeadersInput): string {
  const unique = (values: Iterable<string>) => [...new Set(values)].sort().join(' ');
  return [
    "default-src 'none'",
    `script-src 'self' ${unique(scriptHashes)}`.trim(),
    `style-src 'self' ${unique(styleHashes)}`.trim(),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${providerOrigin}`,
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function headersFile(input: HeadersInput): string {
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

/_astro/*
  Cache-Control: public, max-age=31536000, immutable
`;
}

export function redirectsFile(rewrites: { from: string; to: string }[], locales: readonly string[]): string {
  const lines = ['# Run-time ids: one prebuilt page per route pattern (decisions.md). Made by the build; do not edit.'];
  for (const { from, to } of rewrites) lines.push(`${from}  ${to}  200`);
  lines.push('', '# Every other path: the localized not-found page, with status 404.');
  for (const locale of locales) lines.push(`/${locale}/*  /${locale}/404.html  404`);
  lines.push('/*  /404.html  404', '');
  return lines.join('\n');
}
