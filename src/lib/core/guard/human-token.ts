/**
 * The way back through the human check when it could not be passed in place (the
 * catalogue's `verifyAgain`, ADR 0033): the waiting-verification page, then this very
 * address, where what was typed was kept (drafts in storage). A press that needs the
 * check's token passes it in place first (send-with-human-token.ts, ADR 0044).
 */
import { readPageContext } from '../page-context.ts';
import { routeHref } from '../routes.ts';
import { humanCheckHref } from '../rules/human-check.ts';

/** Goes through the human check and back to this very address. */
export function checkHumanAgain(): void {
  location.assign(humanCheckHref(routeHref(readPageContext().locale, 'waitingVerification'), location));
}
