/**
 * How a logged-in page's head starts its reads (docs/decisions/0026), written once: only with
 * a provider address, a kept login and nothing against reading early (kept-values.ts); the
 * login check first, which the guard waits for on every private page (a page that left it to
 * its scripts showed its data a round trip after React had arrived); then the page's own reads.
 */
import { startEarlyRead, type EarlyAnswer } from './early-read.ts';
import * as EARLY_PATHS from './early-paths.ts';
import { keptLogin, mayReadEarly, providerBase } from './kept-values.ts';

export type KeptLogin = NonNullable<ReturnType<typeof keptLogin>>;

/** One read started early, to the page's provider address (early-read.ts). */
export type EarlyRead = (method: 'GET' | 'POST', path: string, query: Record<string, string | number> | undefined, body: Record<string, unknown> | undefined) => Promise<EarlyAnswer>;

/**
 * Starts the login check, then `pageReads` with the kept login; false when nothing may be
 * read early with a login (no provider address, no login kept, a link arriving, a reset
 * unanswered, the guard leaving), so a page open without one can read otherwise.
 * @example startPrivatePageReads((login, read) => void read('POST', EARLY_PATHS.auInfo, undefined, login));
 */
export function startPrivatePageReads(pageReads: (login: KeptLogin, read: EarlyRead) => void): boolean {
  const base = providerBase();
  const login = keptLogin();
  if (!base || !login || !mayReadEarly()) return false;
  const read: EarlyRead = (method, path, query, body) => startEarlyRead(globalThis, base, method, path, query, body);
  void read('POST', EARLY_PATHS.hmacCheck, undefined, login);
  pageReads(login, read);
  return true;
}
