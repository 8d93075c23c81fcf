/** The one notice the shell shows at a time (network trouble, a rejected login link…). */
import { atom } from 'nanostores';
import type { AppErrorName } from '../api/errors.ts';
import type { AreaKey } from '../i18n/t.ts';

/**
 * The areas every page sends for the shell's notices (`Base.astro`): errors with their
 * way forward, and the login check's messages. A notice from another area fails the typecheck.
 */
export const NOTICE_AREAS = ['error', 'action', 'guard'] as const;
export type NoticeKey = AreaKey<(typeof NOTICE_AREAS)[number]>;

export type Notice =
  | { kind: 'error'; name: AppErrorName }
  | { kind: 'info'; message: NoticeKey; retry?: boolean };

export const $notice = atom<Notice | null>(null);

export function showError(name: AppErrorName): void {
  $notice.set({ kind: 'error', name });
}

export function showInfo(message: NoticeKey, retry = false): void {
  $notice.set({ kind: 'info', message, retry });
}

export function dismissNotice(): void {
  $notice.set(null);
}
