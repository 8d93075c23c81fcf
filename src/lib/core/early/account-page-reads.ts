/**
 * The account page's reads, started from its <head> (docs/decisions/0026): the login
 * check, the account info and the provider's messages in the page's language, as the
 * account page's store asks for them.
 */
import { startEarlyRead } from './early-read.ts';
import { EARLY_PATHS } from './early-paths.ts';
import { keptLogin, mayReadEarly, providerBase } from './kept-values.ts';

const base = providerBase();
const login = keptLogin();
const lang = document.documentElement.lang;
if (base && login && mayReadEarly()) {
  void startEarlyRead(globalThis, base, 'POST', EARLY_PATHS.hmacCheck, undefined, login);
  void startEarlyRead(globalThis, base, 'POST', EARLY_PATHS.auInfo, undefined, login);
  if (lang !== '') void startEarlyRead(globalThis, base, 'GET', EARLY_PATHS.messageHistory, { ...login, lang }, undefined);
}
