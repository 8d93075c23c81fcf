/**
 * The manage-account page's data (issue 11): the account info (`au/info`: email, services)
 * through the shared account store, the provider's messages in the page's language, and
 * which service is selected. The head's early reads (ADR 0026) have usually asked the
 * provider already; the island (islands/account/AccountPanel) starts both reads when it
 * mounts, renders this state and calls these actions. Each read ends in an answer or a named error with a retry, never a spinner
 * forever (the client gives up after 30 s).
 */
import { atom } from 'nanostores';
import type { AccountInfo } from './contract.ts';
import { messageHistory, type ProviderMessage } from './page-contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import type { Locale } from '../core/i18n/locales.ts';
import { resolveServiceChoice, type ServiceChoice } from '../service/default-service.ts';
import { newestFirst } from './login-link-keeping.ts';
import { readAccountInfoShared } from './store.ts';
import type { Loadable } from '../core/stores/loadable.ts';
import { $credentials, $selectedService } from '../core/stores/session.ts';
import { settlingUnansweredReset } from '../reset/store.ts';

/** The account info's read: the info itself is `$accountInfo` (stores/account), shared with the email section. */
export const $accountRead = atom<{ kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; error: AppErrorName }>({ kind: 'loading' });

/** The provider's messages, newest first. */
export const $providerMessages = atom<Loadable<ProviderMessage[]>>({ kind: 'idle' });

/** The login (`uuid:hmac`) the page's reads were last started for. */
let startedFor: string | null = null;

/**
 * Starts the page's reads once per login: the island calls this when it mounts and when a
 * login arrives later, and takes the head's early answers (ADR 0026). A new login of the same
 * account (a reset) keeps what is shown; another account's reads start over.
 */
export function ensureAccountPageLoaded(client: ProviderClient, lang: Locale): void {
  // A reset whose answer was lost may have replaced this login: no read with it until that is settled.
  if (settlingUnansweredReset(client, () => ensureAccountPageLoaded(client, lang))) return;
  const credentials = $credentials.get();
  if (!credentials) return;
  const login = `${credentials.uuid}:${credentials.hmac}`;
  if (startedFor === login) return;
  const sameAccount = startedFor !== null && startedFor.startsWith(`${credentials.uuid}:`);
  startedFor = login;
  if (sameAccount) return;
  void loadAccountPageInfo(client);
  void loadProviderMessages(client, lang);
}

export async function loadAccountPageInfo(client: ProviderClient): Promise<void> {
  $accountRead.set({ kind: 'loading' });
  const result = await readAccountInfoShared(client);
  if (!result) return;
  $accountRead.set(result.ok ? { kind: 'ready' } : { kind: 'error', error: result.error });
}

let messageReads = 0;

export async function loadProviderMessages(client: ProviderClient, lang: Locale): Promise<void> {
  const credentials = $credentials.get();
  if (!credentials) return;
  const read = ++messageReads;
  $providerMessages.set({ kind: 'loading' });
  const result = await client.call(messageHistory, { query: { ...credentials, lang } });
  // A retry pressed meanwhile: only the newest read is shown.
  if (read !== messageReads) return;
  $providerMessages.set(result.ok ? { kind: 'ready', value: newestFirst(result.data.messages) } : { kind: 'error', error: result.error });
}

/** The account's services as the switch dialog lists them: delivered ones, then those awaiting payment. */
export function serviceChoices(info: Pick<AccountInfo, 'jjService' | 'unpaidService'>): ServiceChoice[] {
  return [...info.jjService.map(({ id, relid, status }) => ({ id, relid, status })), ...info.unpaidService.map(({ id }) => ({ id, relid: null, status: 'Pending' as const }))];
}

/** The selected service: the stored selection while the account still has it, else the default (rules/default-service). */
export function selectedChoice(info: Pick<AccountInfo, 'jjService' | 'unpaidService'>, storedId: number | null): ServiceChoice | null {
  return resolveServiceChoice(info, null, storedId);
}

/**
 * Makes `choice` the selected service for every page (renewals, bills). The service page
 * adds the service's own keys when it loads it; a choice already stored keeps them.
 */
export function chooseService(choice: ServiceChoice): void {
  const stored = $selectedService.get();
  if (stored?.id === choice.id) return;
  $selectedService.set({ id: choice.id, relid: choice.relid, status: choice.status });
}
