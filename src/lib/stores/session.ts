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
 * Stores a login pair and reports whether it was really kept (read back), so the
 * caller only strips the link from the address when the person cannot be locked out.
 */
export function storeCredentials(pair: LoginPair): boolean {
  const previous = $credentials.get();
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

/** What HmacCheckFailed does: forget the login, the selection and the cached email. */
export function clearCredentials(): void {
  $credentials.set(null);
  $selectedService.set(null);
  $accountEmail.set(null);
  forgetKeptServices();
}

/** The service page's copy for a bad network belongs to the login that loaded it (stores/service-page.ts). */
function forgetKeptServices(): void {
  try {
    localStorage.removeItem(STORAGE_PREFIX + STORED_NAMES.keptServices);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
