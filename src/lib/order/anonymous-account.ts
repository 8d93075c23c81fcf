/**
 * The order wizard's anonymous account (step 2 without an email): made once per press,
 * its login kept on this device at once, the draft's keys renewed after it.
 */
import { atom } from 'nanostores';
import { auUser } from './contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import { sendWithHumanToken } from '../core/guard/send-with-human-token.ts';
import { newRequestKey } from '../core/api/request-key.ts';
import { pageLanguage } from '../core/ui/page-language.ts';
import { storeCredentials } from '../core/stores/session.ts';
import { reportAttribution } from '../attribution/store.ts';
import { $orderDraft, updateDraft } from './store.ts';

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
