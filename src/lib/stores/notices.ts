/** The one notice the shell shows at a time (network trouble, a rejected login link…). */
import { atom } from 'nanostores';
import type { AppErrorName } from '../api/errors.ts';
import type { MessageKey } from '../i18n/t.ts';

export type Notice =
  | { kind: 'error'; name: AppErrorName }
  | { kind: 'info'; message: MessageKey; retry?: boolean };

export const $notice = atom<Notice | null>(null);

export function showError(name: AppErrorName): void {
  $notice.set({ kind: 'error', name });
}

export function showInfo(message: MessageKey, retry = false): void {
  $notice.set({ kind: 'info', message, retry });
}

export function dismissNotice(): void {
  $notice.set(null);
}
