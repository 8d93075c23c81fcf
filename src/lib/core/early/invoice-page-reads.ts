/**
 * The invoice page's read, started from its <head> (docs/decisions/0026): the bill in
 * its owner's view when a login is kept (with the login check), else the bill link's
 * view, as the invoice store asks first (stores/invoice-detail). A bill the login does
 * not own is then read again in the link's view by the store.
 */
import { startEarlyRead } from './early-read.ts';
import * as EARLY_PATHS from './early-paths.ts';
import { mayReadEarly, providerBase } from './kept-values.ts';
import { startPrivatePageReads } from './private-page-reads.ts';
import { invoiceIdFromPath } from '../../invoice/path.ts';

const id = invoiceIdFromPath(location.pathname);
if (id !== null && !startPrivatePageReads((login, read) => void read('POST', EARLY_PATHS.invoiceInfo.replace(':id', String(id)), undefined, login))) {
  // Not read with a login: with a provider address and nothing against reading early, that
  // is because none is kept, and the bill is read in the link's view.
  const base = providerBase();
  if (base && mayReadEarly()) void startEarlyRead(globalThis, base, 'GET', EARLY_PATHS.invoiceInfoPublic.replace(':id', String(id)), undefined, undefined);
}
