/**
 * The routing guard of spec section 4, as one pure decision. The runner
 * (`src/lib/core/guard/run-guard.ts`) gathers the facts, asks, acts, and asks again
 * once the signature check has answered.
 */
import type { RouteAccess } from '../routes.ts';
import { humanCheckState } from './human-check.ts';

/** `closed`: the signature is right and the provider closed its account (AccountClosed, ADR 0056). */
export type SignatureState = 'unchecked' | 'valid' | 'rejected' | 'unreachable' | 'closed';

export interface GuardFacts {
  access: Exclude<RouteAccess, 'outside'>;
  /** True on order/place itself, where "go to order/place" means "stay". */
  onOrderPlace: boolean;
  isBot: boolean;
  /** When the human check was passed (ms), or null. */
  verifiedAt: number | null;
  now: number;
  hasCredentials: boolean;
  /** What the provider said of the stored signature; `rejected` is HmacCheckFailed only. */
  signature: SignatureState;
}

export type GuardDecision =
  | { kind: 'not-found' }
  | { kind: 'verify'; clearStaleCheck: boolean }
  | { kind: 'check-signature' }
  | { kind: 'go'; to: 'orderPlace' | 'userLogin'; clearCredentials: boolean }
  | { kind: 'show'; clearCredentials: boolean; signatureUnverified: boolean }
  /** The account is closed: the page says only that, with the way to support; the login is kept. */
  | { kind: 'closed' };

/**
 * @example decideRoute({ access: 'private', onOrderPlace: false, isBot: false, verifiedAt: null,
 *   now: Date.now(), hasCredentials: false, signature: 'unchecked' }) // { kind: 'verify', clearStaleCheck: false }
 */
export function decideRoute(facts: GuardFacts): GuardDecision {
  // 1. Bots see the not-found page.
  if (facts.isBot) return { kind: 'not-found' };

  // 2-3. No human check, or one older than 3 hours (cleared, then repeated).
  const check = humanCheckState(facts.verifiedAt, facts.now);
  if (check !== 'fresh') return { kind: 'verify', clearStaleCheck: check === 'stale' };

  // 4. Stored id and signature: the provider checks them.
  if (facts.hasCredentials) {
    switch (facts.signature) {
      case 'unchecked':
        return { kind: 'check-signature' };
      case 'rejected':
        return facts.onOrderPlace
          ? { kind: 'show', clearCredentials: true, signatureUnverified: false }
          : { kind: 'go', to: 'orderPlace', clearCredentials: true };
      case 'unreachable':
        // A bad network never costs a person their (maybe anonymous) account.
        return { kind: 'show', clearCredentials: false, signatureUnverified: true };
      case 'valid':
        return { kind: 'show', clearCredentials: false, signatureUnverified: false };
      case 'closed':
        return { kind: 'closed' };
    }
  }

  // 5. No credentials.
  if (facts.access === 'private') return { kind: 'go', to: 'orderPlace', clearCredentials: false };
  if (facts.access === 'affiliate') return { kind: 'go', to: 'userLogin', clearCredentials: false };
  return { kind: 'show', clearCredentials: false, signatureUnverified: false };
}
