/**
 * The invite-friends page's first reads, started from its <head> (docs/decisions/0026): the
 * login check the guard waits for, and `aff/info` in the page's language, as
 * lib/affiliate/store.ts asks for it, so neither the guard nor the figures wait for the
 * island's scripts (asked after them, the login check alone held the page a round trip
 * after React had arrived).
 */
import { startEarlyRead } from './early-read.ts';
import { EARLY_PATHS } from './early-paths.ts';
import { keptLogin, mayReadEarly, providerBase } from './kept-values.ts';

const base = providerBase();
const login = keptLogin();
const lang = document.documentElement.lang;
if (base && login && mayReadEarly()) {
  void startEarlyRead(globalThis, base, 'POST', EARLY_PATHS.hmacCheck, undefined, login);
  if (lang !== '') void startEarlyRead(globalThis, base, 'GET', EARLY_PATHS.affInfo, { ...login, lang }, undefined);
}
