/**
 * The account page's reads, started from its <head> (docs/decisions/0026): the login
 * check, the account info and the provider's messages in the page's language, as the
 * account page's store asks for them; the saved cards, the balance and the first page of
 * its history, as their sections' stores ask (asked after React, they showed about a
 * second after the account on a slow line).
 */
import { startEarlyRead } from './early-read.ts';
import { EARLY_PATHS } from './early-paths.ts';
import { keptLogin, mayReadEarly, providerBase } from './kept-values.ts';
import { BALANCE_PAGE_SIZE } from '../../balance/rules.ts';

const base = providerBase();
const login = keptLogin();
const lang = document.documentElement.lang;
if (base && login && mayReadEarly()) {
  void startEarlyRead(globalThis, base, 'POST', EARLY_PATHS.hmacCheck, undefined, login);
  void startEarlyRead(globalThis, base, 'POST', EARLY_PATHS.auInfo, undefined, login);
  if (lang !== '') void startEarlyRead(globalThis, base, 'GET', EARLY_PATHS.messageHistory, { ...login, lang }, undefined);
  void startEarlyRead(globalThis, base, 'GET', EARLY_PATHS.stripeMethods, login, undefined);
  void startEarlyRead(globalThis, base, 'POST', EARLY_PATHS.accountBalance, undefined, login);
  void startEarlyRead(globalThis, base, 'POST', EARLY_PATHS.balanceTrans, undefined, { ...login, limitnum: BALANCE_PAGE_SIZE, limitstart: 0 });
}
