/**
 * The invite-friends page's first reads, started from its <head> (docs/decisions/0026): the
 * login check the guard waits for, `aff/info` and the invite link (`aff/invite/qrcode`) in
 * the page's language, as lib/affiliate/store.ts asks for them, so neither the guard, the
 * figures nor the link to copy wait for the island's scripts (asked after them, the login
 * check alone held the page a round trip after React had arrived).
 */
import { startEarlyRead } from './early-read.ts';
import { EARLY_PATHS } from './early-paths.ts';
import { keptLogin, mayReadEarly, providerBase, succeeded } from './kept-values.ts';

const base = providerBase();
const login = keptLogin();
const lang = document.documentElement.lang;
if (base && login && mayReadEarly()) {
  void startEarlyRead(globalThis, base, 'POST', EARLY_PATHS.hmacCheck, undefined, login);
  if (lang !== '') {
    const info = startEarlyRead(globalThis, base, 'GET', EARLY_PATHS.affInfo, { ...login, lang }, undefined);
    // The store asks for the link only once the summary is read (an account without a
    // verified email is refused it, and is never asked for its link): so does the head.
    void info.then((answer) => {
      if (succeeded(answer)) void startEarlyRead(globalThis, base, 'POST', EARLY_PATHS.affInviteQrcode, undefined, { ...login, lang });
    });
  }
}
