/**
 * The account page's reads, started from its <head> (docs/decisions/0026): the login
 * check, the account info and the provider's messages in the page's language, as the
 * account page's store asks for them; the saved cards, the balance and the first page of
 * its history, as their sections' stores ask (asked after React, they showed about a
 * second after the account on a slow line).
 */
import * as EARLY_PATHS from './early-paths.ts';
import { startPrivatePageReads } from './private-page-reads.ts';
import { BALANCE_PAGE_SIZE } from '../../balance/rules.ts';

const lang = document.documentElement.lang;
startPrivatePageReads((login, read) => {
  void read('POST', EARLY_PATHS.auInfo, undefined, login);
  if (lang !== '') void read('GET', EARLY_PATHS.messageHistory, { ...login, lang }, undefined);
  void read('GET', EARLY_PATHS.stripeMethods, login, undefined);
  void read('POST', EARLY_PATHS.accountBalance, undefined, login);
  void read('POST', EARLY_PATHS.balanceTrans, undefined, { ...login, limitnum: BALANCE_PAGE_SIZE, limitstart: 0 });
});
