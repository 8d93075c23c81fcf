/**
 * The service page on a bad network (issue 10, item 9): the last services loaded
 * successfully are kept on the device and shown, "as of HH:MM", when the provider cannot
 * be reached. What is kept is what the page shows, and nothing that manages the service
 * or the account: no login (user id and signature), no service signature, seed or token.
 * The subscription address is kept: it is the use link, the one thing meant to be copied.
 *
 * A kept copy belongs to one login: it is tagged with a short digest of the login pair,
 * so another account on the device, or the same account after a reset (a new pair), never
 * sees it.
 */
import * as z from 'zod/mini';
import { ServiceDetail } from '../account/contract.ts';
import { ServiceStatus, type LoginPair } from '../core/contract/common.ts';

/** A service as the page shows it: its details without the management values. */
export const ShownService = z.omit(ServiceDetail, { hmac: true, seed: true, token: true });
export type ShownService = z.infer<typeof ShownService>;

const KeptChoice = z.object({ id: z.number(), relid: z.nullable(z.number()), status: ServiceStatus });

export const KeptServices = z.object({
  /** `ownerTag` of the login the copy was loaded with. */
  owner: z.string(),
  /** The account's services, for the switcher. */
  services: z.array(KeptChoice),
  /** The services last loaded, newest first, each with when (ms since 1970). */
  details: z.array(z.object({ savedAt: z.number(), service: ShownService })),
});
export type KeptServices = z.infer<typeof KeptServices>;

/** How many services' details are kept: the few an account switches between. */
export const KEPT_DETAILS = 5;

/**
 * A digest of a login pair (32-bit FNV-1a, hex): tells one login's copy from another's
 * without keeping the login, and says nothing usable about the signature.
 * @example ownerTag({ uuid: 'u-1234', hmac: 'ab…' }) // '9c1d2e4f'
 */
export function ownerTag(pair: LoginPair): string {
  let hash = 0x811c9dc5;
  for (const char of `${pair.uuid}:${pair.hmac}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The page's view of a service detail: the management values left out. */
export function shownService(detail: ServiceDetail): ShownService {
  // The schema drops the keys it does not name; a detail the contract passed always fits it.
  return ShownService.parse(detail);
}

/**
 * The kept copy after a successful load: this service first, the list as now, another
 * login's copy replaced.
 */
export function keepLoaded(kept: KeptServices | null, owner: string, services: KeptServices['services'], service: ShownService, now: number): KeptServices {
  const others = kept?.owner === owner ? kept.details.filter((entry) => entry.service.id !== service.id) : [];
  return { owner, services, details: [{ savedAt: now, service }, ...others].slice(0, KEPT_DETAILS) };
}

/**
 * The copy to show when the provider cannot be reached: the requested service when it is
 * kept; for the default (`null`), the stored selection, else the newest kept. Null when
 * nothing of this login's is kept.
 */
export function keptFor(kept: KeptServices | null, owner: string, requestedId: number | null, storedId: number | null): { savedAt: number; service: ShownService; services: KeptServices['services'] } | null {
  if (!kept || kept.owner !== owner) return null;
  const find = (id: number | null) => (id === null ? undefined : kept.details.find((entry) => entry.service.id === id));
  const entry = requestedId !== null ? find(requestedId) : (find(storedId) ?? kept.details[0]);
  return entry ? { ...entry, services: kept.services } : null;
}
