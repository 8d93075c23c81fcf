/** The one notice the shell shows at a time (network trouble, a rejected login link…). */
import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { sessionValue } from './persist.ts';
import { STORED_NAMES } from './stored-names.ts';
import { errorKeysOf, type AppErrorName } from '../api/errors.ts';
import type { AreaKey } from '../i18n/t.ts';

/**
 * The errors the shell itself can raise, and so the only ones whose words every page
 * carries (`Base.astro`): any call's connection and server failures, the login checks and
 * the human check. Islands show their own errors with their own strings. Sending the whole
 * `error` area instead cost every page ~1.2 KiB brotli before its first paint (issue 14).
 */
export const SHELL_ERRORS = ['NetworkTrouble', 'Timeout', 'ServerError', 'ProviderBusy', 'MalformedResponse', 'RequestError', 'HmacCheckFailed', 'LoginLinkInvalid', 'HumanVerificationFailed'] as const satisfies readonly AppErrorName[];
export type ShellErrorName = (typeof SHELL_ERRORS)[number];

/** The info notices (the guard area) and the actions' labels go whole: they are few. */
export const NOTICE_AREAS = ['guard', 'action'] as const;
export type NoticeKey = AreaKey<(typeof NOTICE_AREAS)[number]> | `error.${ShellErrorName}.${'title' | 'hint'}`;

/** The error strings a shell notice can show, sent by every page beside NOTICE_AREAS (`Base.astro`). */
export function shellErrorKeys(): AreaKey<'error'>[] {
  return errorKeysOf(SHELL_ERRORS);
}

export type Notice =
  | { kind: 'error'; name: ShellErrorName }
  | { kind: 'info'; message: NoticeKey; retry?: boolean };

export const $notice = atom<Notice | null>(null);

function isShellError(name: AppErrorName): name is ShellErrorName {
  return (SHELL_ERRORS as readonly AppErrorName[]).includes(name);
}

/**
 * Shows an error in the shell. A call's failure outside the shell's list (none is
 * expected: the shell's calls are the login check and the human check) is shown as the
 * generic "request failed", whose way forward is a refresh.
 */
export function showError(name: AppErrorName): void {
  $notice.set({ kind: 'error', name: isShellError(name) ? name : 'RequestError' });
}

/**
 * An error for the next page this tab opens, kept in the tab's sessionStorage: the page
 * that met it is leaving (a login that stopped working sends the visitor to order/place,
 * which then says why).
 */
const $errorForNextPage = sessionValue<ShellErrorName | null>(STORED_NAMES.errorForNextPage, z.nullable(z.enum(SHELL_ERRORS)), null);

export function showErrorOnNextPage(name: ShellErrorName): void {
  $errorForNextPage.set(name);
}

/**
 * The info notices a page can leave for the next one: a mailed email-verification link
 * opened without a login (the guard's inline part sends the visitor on without it), and a
 * login link that arrived and was refused, the login it replaced kept (lib/core/api/provider.ts).
 */
export const NEXT_PAGE_INFOS = ['login.emailLinkNeedsLogin', 'login.arrivalRefused'] as const satisfies readonly NoticeKey[];
const $infoForNextPage = sessionValue<(typeof NEXT_PAGE_INFOS)[number] | null>(STORED_NAMES.infoForNextPage, z.nullable(z.enum(NEXT_PAGE_INFOS)), null);

/** An info notice for the next page this tab opens (the page that met it is starting again). */
export function showInfoOnNextPage(message: (typeof NEXT_PAGE_INFOS)[number]): void {
  $infoForNextPage.set(message);
}

/**
 * Shows, once, the error (or info) the previous page of this tab left for it. The human
 * check's waiting page passes an info on: the visitor reads it where they land after it.
 */
export function showErrorLeftForThisPage(passInfoOn = false): void {
  const info = $infoForNextPage.get();
  if (info !== null && !passInfoOn) {
    $infoForNextPage.set(null);
    showInfo(info);
  }
  const name = $errorForNextPage.get();
  if (name === null) return;
  $errorForNextPage.set(null);
  showError(name);
}

export function showInfo(message: NoticeKey, retry = false): void {
  $notice.set({ kind: 'info', message, retry });
}

export function dismissNotice(): void {
  $notice.set(null);
}
