/**
 * Reports of the page's own Content-Security-Policy. The policy is a `<meta>` (ADR 0049),
 * and a meta policy cannot name a report endpoint, so browsers report nothing of it by
 * themselves: the inline guard listens for violations and sends each, as the Reporting API
 * would, to the site's own `/api/report` (never a third party). Every address in a report
 * keeps its origin and path only: a login link is a bearer secret.
 *
 * This module is bundled into the inline head guard: it imports nothing.
 */

/** Where browsers and this page send CSP violation and client error reports (hosting/edge-handler.ts answers). */
export const REPORT_PATH = '/api/report';

/** At most this many reports from one page: a page that breaks its policy in a loop does not flood the log. */
export const REPORTS_PER_PAGE = 5;

/**
 * An address as a report may carry it: without query or fragment.
 * @example withoutSecrets('https://site.example/zh-TW/user/login?uuid=1#hmac') // 'https://site.example/zh-TW/user/login'
 * @example withoutSecrets('inline') // 'inline'
 */
export function withoutSecrets(address: string): string {
  return address.split(/[?#]/, 1)[0] ?? '';
}

/** What the page's policy refused (the fields of a `securitypolicyviolation` event a report keeps). */
export interface PolicyViolation {
  documentURI: string;
  blockedURI: string;
  effectiveDirective: string;
  sourceFile: string;
  lineNumber: number;
}

/** The report body sent for one violation: a Reporting API `csp-violation` report (`application/reports+json`). */
export function violationReport(violation: PolicyViolation): string {
  return JSON.stringify([
    {
      type: 'csp-violation',
      body: {
        documentURL: withoutSecrets(violation.documentURI),
        blockedURL: withoutSecrets(violation.blockedURI),
        effectiveDirective: violation.effectiveDirective,
        sourceFile: withoutSecrets(violation.sourceFile),
        lineNumber: violation.lineNumber,
      },
    },
  ]);
}

/** Sends each violation of this page's policy to `/api/report`, up to `REPORTS_PER_PAGE`. */
export function reportPolicyViolations(target: Window): void {
  let sent = 0;
  target.addEventListener('securitypolicyviolation', (event) => {
    if (sent++ < REPORTS_PER_PAGE) navigator.sendBeacon(REPORT_PATH, new Blob([violationReport(event)], { type: 'application/reports+json' }));
  });
}
