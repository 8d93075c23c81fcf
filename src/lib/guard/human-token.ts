/**
 * The human check's token at the moment of a call that needs it (ADR 0033): the live one,
 * or none, and then the person goes through the check again and comes back to this page,
 * where what they typed was kept (drafts in storage). Setting the check's cookie by hand
 * passes the guard, as it always did, but brings no token: the first such call sends the
 * person to the check.
 */
import { liveHumanToken } from '../stores/visitor.ts';
import { readPageContext } from '../page-context.ts';
import { routeHref } from '../routes.ts';
import { humanCheckHref } from '../rules/human-check.ts';

/** Goes through the human check and back to this very address. */
export function checkHumanAgain(): void {
  location.assign(humanCheckHref(routeHref(readPageContext().locale, 'waitingVerification'), location));
}

/**
 * The live token, or null after sending the person through the check (the caller then
 * stops: the page is being left).
 * @example const humanToken = humanTokenOrCheck(); if (humanToken === null) return;
 */
export function humanTokenOrCheck(): string | null {
  const token = liveHumanToken(Date.now());
  if (token === null) checkHumanAgain();
  return token;
}
