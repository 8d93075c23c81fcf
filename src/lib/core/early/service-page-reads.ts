/**
 * The service page's reads, started from its <head> (docs/decisions/0026): the login
 * check, the account info, the service the page will show and that service's reseller
 * (ADR 0054). The page's scripts take about a second to arrive on a slow line; these
 * answers are back by then, and the guard and the page's stores take them (early-read.ts)
 * instead of asking again.
 *
 * It sends only what the page's own script would send a moment later, to the provider
 * only, with the login the page already keeps; a link arriving in the address is left
 * to the page script (which stores it first), and no login means no reads.
 */
import * as EARLY_PATHS from './early-paths.ts';
import { accountInfoData, keptSelection } from './kept-values.ts';
import { startPrivatePageReads } from './private-page-reads.ts';
import { resolveServiceChoice, serviceIdFromPath } from '../../service/default-service.ts';

startPrivatePageReads((login, read) => {
  const info = read('POST', EARLY_PATHS.auInfo, undefined, login);
  // The service and its reseller (ADR 0054): what the page shows of it (the email section,
  // whose support) is known when the service is, not a round trip later.
  const serviceRead = (id: number): void => {
    void read('GET', EARLY_PATHS.auService.replace(':id', String(id)), login, undefined);
    void read('GET', EARLY_PATHS.resellerSetting, { serviceId: id }, undefined);
  };
  const requested = serviceIdFromPath(location.pathname);
  // The page's store picks the service the same way (rules/default-service): the one in
  // the address, else the kept choice, else the default. When the address names one, it
  // is read at once (an id the account lacks is answered NotFound and never used);
  // otherwise the choice needs the account info first.
  if (requested !== null) serviceRead(requested);
  else
    void info.then((answer) => {
      const data = accountInfoData(answer);
      if (!data) return;
      try {
        const choice = resolveServiceChoice(data, null, keptSelection());
        if (choice && Number.isSafeInteger(choice.id) && choice.id > 0) serviceRead(choice.id);
      } catch {
        // An answer of another shape: the store reads it, refuses it and says so.
      }
    });
});
