/**
 * The invite-friends page's first read, started from its <head> (docs/decisions/0026):
 * `aff/info` in the page's language, as lib/affiliate/store.ts asks for it, so the figures
 * do not wait for the island's scripts.
 */
import { startEarlyRead } from './early-read.ts';
import { EARLY_PATHS } from './early-paths.ts';
import { keptLogin, mayReadEarly, providerBase } from './kept-values.ts';

const base = providerBase();
const login = keptLogin();
const lang = document.documentElement.lang;
if (base && login && mayReadEarly() && lang !== '') void startEarlyRead(globalThis, base, 'GET', EARLY_PATHS.affInfo, { ...login, lang }, undefined);
