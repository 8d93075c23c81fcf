/**
 * Runs the routing guard on a shell page before its private content is shown:
 * gathers the facts, asks `decideRoute`, acts, and asks again after the signature check.
 */
import { decideRoute, type SignatureState } from '../rules/guard.ts';
import { $credentials, clearCredentials, confirmCredentials } from '../stores/session.ts';
import { sessionText, STORED_NAMES } from '../stores/stored-names.ts';
import { $humanCheckAt, clearHumanCheck, markFirstVisit } from '../stores/visitor.ts';
import { $guardState } from '../stores/guard.ts';
import { showError, showErrorOnNextPage, showInfo } from '../stores/notices.ts';
import { notFoundHref, ROUTES, routeHref } from '../routes.ts';
import type { PageContext } from '../page-context.ts';
import { looksLikeBot } from './bot-signals.ts';
import { readLoginLink } from '../../login/login-link.ts';
import { humanCheckHref } from '../rules/human-check.ts';
// Static, so the account calls' schemas ship in the shell file every page loads: as a
// chunk of their own they were one more round trip in the order wizard's wake on the
// first tap (0.9 s → 1.4 s on slow 4G), and the service page's first load.
import { hmacCheck } from '../../account/contract.ts';

/** Whether this tab sent a reset confirmation that was never answered (read without loading the reset's code). */
function mayHaveUnansweredReset(): boolean {
  return sessionText(STORED_NAMES.resetUnanswered) !== undefined;
}

async function checkSignature(): Promise<SignatureState> {
  const credentials = $credentials.get();
  if (!credentials) return 'unchecked';
  // The client (ofetch) loads only for visitors who have a login to check.
  const { provider } = await import('../api/provider.ts');
  // The page's own reads may have settled a lost reset while the client loaded: its new
  // login is the one to check (the old one would be refused, a needless 401).
  if ($credentials.get()?.hmac !== credentials.hmac) return checkSignature();
  // A reset whose answer was lost may have replaced this login: its new login is asked for
  // first (lib/reset/store.ts), or the check would refuse the old one and log the person out.
  if (mayHaveUnansweredReset()) {
    const { recoverUnansweredReset } = await import('../../reset/store.ts');
    await recoverUnansweredReset(provider);
    if ($credentials.get()?.hmac !== credentials.hmac) return checkSignature();
    // Still unanswered (the provider could not be reached): checking the old login now
    // could refuse it and log the person out while the new one is still to come.
    if (mayHaveUnansweredReset()) return 'unreachable';
  }
  const result = await provider.call(hmacCheck, { body: credentials });
  // Another tab stored a new login meanwhile (a reset): the old one's answer says nothing about it.
  if ($credentials.get()?.hmac !== credentials.hmac) return checkSignature();
  if (result.ok) {
    confirmCredentials(credentials);
    return 'valid';
  }
  if (result.error === 'AccountClosed') return 'closed';
  return result.error === 'HmacCheckFailed' ? 'rejected' : 'unreachable';
}

function leave(href: string): void {
  $guardState.set('leaving');
  location.replace(href);
}

/**
 * Where the visitor was going, for the human check (humanCheckHref puts its fragment on
 * the check page's fragment, never in `next=`): never with a login link in it. The capture
 * leaves a link in the address when the browser will not store it (the link is then the
 * only way back in), but `next=` is a query the host sees and logs; the visitor opens
 * their link again after the check.
 */
function here(): { pathname: string; search: string; hash: string } {
  const reading = readLoginLink(new URL(location.href));
  return reading.kind === 'none' ? location : new URL(reading.cleanedHref, location.href);
}

/**
 * Forgets the login the provider refused. True when a link that arrived unchecked was the
 * one refused and the login it replaced came back (said in the notice): the guard checks
 * that one next.
 */
function forgetRefusedLogin(): boolean {
  if (clearCredentials() !== 'restored') return false;
  showInfo('login.arrivalRefused');
  return true;
}

export async function runGuard(context: PageContext): Promise<void> {
  if (context.page !== 'notFound' && 'firstVisitCookie' in ROUTES[context.page]) markFirstVisit(Date.now());
  if (context.access === 'outside') {
    $guardState.set('pass');
    return;
  }
  let signature: SignatureState = 'unchecked';
  const isBot = looksLikeBot();
  for (;;) {
    const decision = decideRoute({
      access: context.access,
      onOrderPlace: context.page === 'orderPlace',
      isBot,
      verifiedAt: $humanCheckAt.get(),
      now: Date.now(),
      hasCredentials: $credentials.get() !== null,
      signature,
    });
    switch (decision.kind) {
      case 'not-found':
        leave(notFoundHref(context.locale));
        return;
      case 'verify':
        if (decision.clearStaleCheck) clearHumanCheck();
        leave(humanCheckHref(routeHref(context.locale, 'waitingVerification'), here()));
        return;
      case 'check-signature':
        signature = await checkSignature();
        // The provider client acts on a refused login itself (api/provider.ts): it forgets it and
        // goes to order/place, or reloads with the login it gave back. The page is leaving; a
        // second navigation of the guard's own would cut that one short.
        if ($guardState.get() === 'leaving') return;
        continue;
      case 'go':
        // The stored login was refused: the page it goes to says why. A link that arrived
        // and was refused gives back the login it replaced, which is checked in its turn.
        if (decision.clearCredentials) {
          if (forgetRefusedLogin()) {
            signature = 'unchecked';
            continue;
          }
          showErrorOnNextPage('HmacCheckFailed');
        }
        leave(routeHref(context.locale, decision.to));
        return;
      case 'show':
        if (decision.clearCredentials) {
          if (forgetRefusedLogin()) {
            signature = 'unchecked';
            continue;
          }
          showError('HmacCheckFailed');
        }
        if (decision.signatureUnverified) showInfo('guard.signatureUnverified', true);
        $guardState.set('pass');
        return;
      case 'closed':
        $guardState.set('closed');
        return;
    }
  }
}
