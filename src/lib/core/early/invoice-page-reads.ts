/**
 * The invoice page's read, started from its <head> (docs/decisions/0026): the bill in
 * its owner's view when a login is kept (with the login check), else the bill link's
 * view, as the invoice store asks first (stores/invoice-detail). A bill the login does
 * not own is then read again in the link's view by the store.
 */
import { startEarlyRead } from './early-read.ts';
import { EARLY_PATHS } from './early-paths.ts';
import { keptLogin, mayReadEarly, providerBase } from './kept-values.ts';
import { invoiceIdFromPath } from '../../invoice/path.ts';

const base = providerBase();
const id = invoiceIdFromPath(location.pathname);
if (base && id !== null && mayReadEarly()) {
  const login = keptLogin();
  if (login) {
    void startEarlyRead(globalThis, base, 'POST', EARLY_PATHS.hmacCheck, undefined, login);
    void startEarlyRead(globalThis, base, 'POST', EARLY_PATHS.invoiceInfo.replace(':id', String(id)), undefined, login);
  } else {
    void startEarlyRead(globalThis, base, 'GET', EARLY_PATHS.invoiceInfoPublic.replace(':id', String(id)), undefined, undefined);
  }
}
