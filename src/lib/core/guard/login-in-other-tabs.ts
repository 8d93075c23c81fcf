/**
 * The login changing in another tab of this browser (a reset, another account's login
 * link, a login that stopped working): localStorage tells every other tab at once, by the
 * `storage` event. `$credentials` follows it by itself (a persistent atom), and so do the
 * islands that read it; this says what happened, or starts the page again.
 */
import * as z from 'zod/mini';
import { LoginPair } from '../contract/common.ts';
import { decodeJson, STORAGE_PREFIX } from '../stores/persist.ts';
import { STORED_NAMES } from '../stores/stored-names.ts';
import { showInfo } from '../stores/notices.ts';
import type { PageContext } from '../page-context.ts';

const StoredLogin = z.nullable(LoginPair);

/** `startAgain` reloads the page; tests pass one that records. */
export function followLoginInOtherTabs(context: PageContext, startAgain: () => void = () => location.reload()): void {
  const key = STORAGE_PREFIX + STORED_NAMES.credentials;
  window.addEventListener('storage', (event) => {
    // `key` is null when the other tab cleared the whole storage.
    if (event.key !== key && event.key !== null) return;
    const before = decodeJson(StoredLogin, event.oldValue ?? undefined, null);
    const after = decodeJson(StoredLogin, event.key === null ? undefined : (event.newValue ?? undefined), null);
    if (before?.uuid === after?.uuid && before?.hmac === after?.hmac) return;
    if (before && after && before.uuid === after.uuid) {
      // One signature is valid at a time, so a new one for the same account is a reset:
      // the old link has stopped, and this tab goes on with the new one.
      showInfo('login.resetElsewhere');
      return;
    }
    // Another account, or none: a private page shows nothing of the previous login; the
    // guard decides again. Public pages follow the stored login as it is.
    if (before && (context.access === 'private' || context.access === 'affiliate')) startAgain();
  });
}
