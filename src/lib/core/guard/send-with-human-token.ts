/**
 * The human check's token at the moment of a call that needs it (ADR 0033, 0044): the
 * live one, or, when there is none (a first visit to the desktop panel, a check more than
 * 3 hours old), the check passed in place, on this page, and then the call: the press that
 * needed it is sent once, with nothing typed or chosen lost (issue 23 item 8). A token the
 * provider refuses (expired by its clock, used up, already spent on an account) is dropped
 * and the check passed again, once. Only when the check itself fails does the call end in
 * `HumanVerificationFailed`, whose way forward is the waiting-verification page
 * (`checkHumanAgain`, human-token.ts). Setting the check's cookie by hand passes the guard, as it always
 * did, but brings no token.
 */
import type { ApiResult, ProviderClient } from '../api/provider-client.ts';
import { forgetHumanToken, liveHumanToken } from '../stores/visitor.ts';
import { retryableImport } from '../ui/on-demand.ts';

/**
 * The check's code (the proof of work and its two calls), fetched with the first press that
 * needs it: most presses have a live token, so no page pays for it up front.
 */
const humanCheck = retryableImport(() => import('./human-check.ts'));

/** The live token, or a new one from the check passed in place; null when the check failed (or its code could not be fetched). */
async function humanTokenNow(client: ProviderClient): Promise<string | null> {
  const live = liveHumanToken(Date.now());
  if (live !== null) return live;
  try {
    const { passAndKeepHumanCheck } = await humanCheck();
    const outcome = await passAndKeepHumanCheck(client);
    return outcome.ok ? outcome.token : null;
  } catch (error) {
    console.warn('The human check could not be fetched', error);
    return null;
  }
}

/**
 * Sends a call that carries the human check's token (`send` puts it in the request), once,
 * or twice when the provider refused the token (403 VerificationFailed: nothing was done).
 * @example const result = await sendWithHumanToken(client, (humanToken) => client.call(auUser, { body: { requestKey, humanToken } }));
 */
export async function sendWithHumanToken<T>(client: ProviderClient, send: (humanToken: string) => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  for (let attempt = 1; ; attempt++) {
    const token = await humanTokenNow(client);
    if (token === null) return { ok: false, error: 'HumanVerificationFailed' };
    const result = await send(token);
    if (result.ok || result.providerError !== 'VerificationFailed' || attempt === 2) return result;
    forgetHumanToken();
  }
}
