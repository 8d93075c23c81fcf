/**
 * The order wizard's anonymous account (step 2 without an email): made once per press,
 * its login kept on this device at once, the draft's keys renewed after it.
 */
import { atom } from 'nanostores';
import { auUser } from '../contract/order.ts';
import type { ProviderClient } from '../api/provider-client.ts';
import type { AppErrorName } from '../api/errors.ts';
import { catalogued } from '../api/refusals.ts';
import { sendWithHumanToken } from '../guard/send-with-human-token.ts';
import { newRequestKey } from '../api/request-key.ts';
import { pageLanguage } from '../ui/page-language.ts';
import { storeCredentials } from './session.ts';
import { reportAttribution } from './attribution.ts';
import { $orderDraft, updateDraft } from './order-draft.ts';

export type AccountCreation = { kind: 'idle' } | { kind: 'creating' } | { kind: 'created' } | { kind: 'error'; error: AppErrorName };
export const $accountCreation = atom<AccountCreation>({ kind: 'idle' });


/** Step 2 without an email: one account per click, kept on this device at once. */
export async function createAnonymousAccount(client: ProviderClient): Promise<void> {
  if ($accountCreation.get().kind === 'creating') return;
  $accountCreation.set({ kind: 'creating' });
  // Without a live human check, it is passed here first and the press goes on (ADR 0044).
  const result = await sendWithHumanToken(client, (humanToken) => client.call(auUser, { body: { requestKey: $orderDraft.get().accountKey, lang: pageLanguage(), humanToken } }));
  if (!result.ok) {
    $accountCreation.set({ kind: 'error', error: catalogued('auUser', result) });
    return;
  }
  storeCredentials(result.data);
  updateDraft({ accountKey: newRequestKey() }, { newOrderKey: true });
  $accountCreation.set({ kind: 'created' });
  // Where this visitor came from, in the background (ADR 0037).
  void reportAttribution(client, 'account', `account:${result.data.uuid}`);
}
