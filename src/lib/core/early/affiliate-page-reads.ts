/**
 * The invite-friends page's first reads, started from its <head> (docs/decisions/0026): the
 * login check the guard waits for, `aff/info` and the invite link (`aff/invite/qrcode`) in
 * the page's language, as lib/affiliate/store.ts asks for them, and the first page of the
 * invited friends (lib/affiliate/lists.ts), so neither the guard, the figures, the link to
 * copy nor the friends wait for the island's scripts (asked after them, the login
 * check alone held the page a round trip after React had arrived).
 */
import * as EARLY_PATHS from './early-paths.ts';
import { succeeded } from './kept-values.ts';
import { startPrivatePageReads } from './private-page-reads.ts';
import { AFFILIATE_PAGE_SIZE } from '../../affiliate/page-rules.ts';

const lang = document.documentElement.lang;
startPrivatePageReads((login, read) => {
  if (lang === '') return;
  // The store asks for the link and the friends only once the summary is read (an account
  // without a verified email is refused them, and is never asked): so does the head.
  void read('GET', EARLY_PATHS.affInfo, { ...login, lang }, undefined).then((answer) => {
    if (!succeeded(answer)) return;
    void read('POST', EARLY_PATHS.affInviteQrcode, undefined, { ...login, lang });
    void read('GET', EARLY_PATHS.affInviteList, { ...login, limitnum: AFFILIATE_PAGE_SIZE, limitstart: 0 }, undefined);
  });
});
