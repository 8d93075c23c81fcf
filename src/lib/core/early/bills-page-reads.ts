/**
 * The bills page's reads, started from its <head> (docs/decisions/0026): the login
 * check, the account info, then the chosen service's page of bills and its next renewal,
 * exactly as the bills store asks for them (rules/invoice-list: the page and sort in the
 * address, against the allow-list). A service never paid (no billing relation in the
 * account info) is left to the store, which reads the service first.
 */
import * as EARLY_PATHS from './early-paths.ts';
import { accountInfoData, keptSelection } from './kept-values.ts';
import { startPrivatePageReads } from './private-page-reads.ts';
import { resolveServiceChoice, serviceIdFromPath } from '../../service/default-service.ts';
import { listRequestOf, readBillsQuery } from '../../bills/list.ts';

startPrivatePageReads((login, read) => {
  const info = read('POST', EARLY_PATHS.auInfo, undefined, login);
  void info.then((answer) => {
    const data = accountInfoData(answer);
    if (!data) return;
    try {
      const choice = resolveServiceChoice(data, serviceIdFromPath(location.pathname), keptSelection());
      if (!choice || choice.relid === null || !Number.isSafeInteger(choice.relid)) return;
      void read('POST', EARLY_PATHS.invoiceList, undefined, { ...login, ...listRequestOf(readBillsQuery(location.search)), relid: choice.relid });
      void read('POST', EARLY_PATHS.invoiceLast, undefined, { ...login, relid: choice.relid });
    } catch {
      // An answer of another shape: the store reads it, refuses it and says so.
    }
  });
});
