/**
 * The login (user id + signature) and the selected service: the values the guard and
 * every panel island read (spec section 3).
 */
import { computed } from 'nanostores';
import * as z from 'zod/mini';
import { EmailStatus, Hmac, LoginPair, ServiceStatus } from '../contract/common.ts';
import { localValue, STORAGE_PREFIX } from './persist.ts';
import { STORED_NAMES } from './stored-names.ts';

export const $credentials = localValue<LoginPair | null>(STORED_NAMES.credentials, z.nullable(LoginPair), null);
export const $isLoggedIn = computed($credentials, (credentials) => credentials !== null);

export const SelectedService = z.object({
  id: z.number(),
  relid: z.nullable(z.number()),
  status: ServiceStatus,
  hmac: z.optional(Hmac),
  isNew: z.optional(z.boolean()),
  seed: z.optional(z.string()),
  token: z.optional(z.string()),
});
export type SelectedService = z.infer<typeof SelectedService>;
export const $selectedService = localValue<SelectedService | null>(STORED_NAMES.selectedService, z.nullable(SelectedService), null);

/** Email and its state, cached from the account info so pages can say "bind an email". */
const AccountEmail = z.object({ email: z.nullable(z.string()), status: EmailStatus });
export const $accountEmail = localValue<z.infer<typeof AccountEmail> | null>(STORED_NAMES.accountEmail, z.nullable(AccountEmail), null);

/**
 * The login an arriving link replaced, until the provider has answered for the link: a
 * refused link brings it back (clearCredentials), an accepted one lets it go
 * (confirmCredentials). A link from an address is stored at once, before any check, so
 * it can leave the address; a link that no longer works must never cost the person the
 * login they had (spec decisions, "Accounts and login"; ADR 0041).
 */
const $replacedLogin = localValue<LoginPair | null>(STORED_NAMES.replacedLogin, z.nullable(LoginPair), null);

/** Whether two logins are the same pair. */
function samePair(a: LoginPair | null, b: LoginPair | null): boolean {
  return a !== null && b !== null && a.uuid === b.uuid && a.hmac === b.hmac;
}

/**
 * Stores a login pair and reports whether it was really kept (read back), so the
 * caller only strips the link from the address when the person cannot be locked out.
 *
 * `checked: false` is a link that arrived in the address and has not been checked yet:
 * the login it replaces is kept aside until the provider answers for it. Every other
 * caller stores a login the provider has just given or accepted (a pasted link after its
 * check, a reset's answer), which needs nothing kept aside.
 * @example storeCredentials(pairFromTheAddress, { checked: false }) // true when kept
 */
export function storeCredentials(pair: LoginPair, { checked = true }: { checked?: boolean } = {}): boolean {
  const previous = $credentials.get();
  if (checked) $replacedLogin.set(null);
  else if (previous && !samePair(previous, pair) && $replacedLogin.get() === null) $replacedLogin.set(previous);
  if (previous && previous.uuid !== pair.uuid) {
    $selectedService.set(null);
    $accountEmail.set(null);
    forgetKeptServices();
  } else if (previous && previous.hmac !== pair.hmac) {
    // The same account after a reset: the service's stored keys (signature, seed, token)
    // may be the old ones, and a refusal of them must not clear the new login.
    $selectedService.set(null);
  }
  $credentials.set(pair);
  try {
    const kept = localStorage.getItem(STORAGE_PREFIX + STORED_NAMES.credentials);
    return kept !== null && LoginPair.safeParse(JSON.parse(kept)).data?.hmac === pair.hmac;
  } catch {
    return false;
  }
}

/** The provider accepted the stored login (the guard's check): a login it replaced is no longer needed. */
export function confirmCredentials(pair: LoginPair): void {
  if (samePair($credentials.get(), pair)) $replacedLogin.set(null);
}

/**
 * What HmacCheckFailed does: forget the refused login, its selection and the cached
 * email. When that login came from a link that arrived unchecked, the login it replaced
 * comes back (`'restored'`; the provider checks it as usual); otherwise none is left
 * (`'cleared'`).
 */
export function clearCredentials(): 'restored' | 'cleared' {
  const replaced = $replacedLogin.get();
  $replacedLogin.set(null);
  $selectedService.set(null);
  $accountEmail.set(null);
  forgetKeptServices();
  if (replaced && !samePair(replaced, $credentials.get())) {
    $credentials.set(replaced);
    return 'restored';
  }
  $credentials.set(null);
  return 'cleared';
}

/** The service page's copy for a bad network belongs to the login that loaded it (lib/service/store.ts). */
function forgetKeptServices(): void {
  try {
    localStorage.removeItem(STORAGE_PREFIX + STORED_NAMES.keptServices);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
