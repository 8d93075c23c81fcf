/** A closed account (issue 27 item 6, ADR 0056): what the provider answers for it. */
import type { UserRow } from '../core/account-rows.ts';
import { ProviderError } from '../core/router.ts';

/**
 * Refuses whatever is asked for a closed account (spec §8 "account closed", ADR 0056):
 * its login, its services' keys and its bills open nothing any more.
 * @throws ProviderError 403 AccountClosed
 */
export function refuseClosedAccount<User extends Pick<UserRow, 'closed_at'>>(user: User): User {
  if (user.closed_at !== null) throw new ProviderError(403, 'AccountClosed');
  return user;
}

