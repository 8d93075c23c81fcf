/**
 * What a page's early reads (ADR 0026) read of the device before any module: the kept
 * login and the kept service choice, as the stores keep them (lib/core/stores/stored-names.ts),
 * checked for shape only (the stores check them fully; a value they refuse makes them ask
 * with other values, so an early answer goes unused, never wrong). And whether a read may
 * start at all: a login kept, none arriving in the address, the guard not sending the
 * visitor away.
 */
import { loginLinkParams } from '../../login/login-link-params.ts';
import type { resolveServiceChoice } from '../../service/default-service.ts';
import { sessionText, STORAGE_PREFIX, STORED_NAMES } from '../stores/stored-names.ts';
import type { EarlyAnswer } from './early-read.ts';
import { parseProviderBases, startingBase } from '../api/provider-bases.ts';

function stored(name: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_PREFIX + name) ?? 'null');
  } catch {
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function keptLogin(): { uuid: string; hmac: string } | null {
  const kept = stored(STORED_NAMES.credentials);
  if (typeof kept !== 'object' || kept === null || !('uuid' in kept) || !('hmac' in kept)) return null;
  return isText(kept.uuid) && isText(kept.hmac) ? { uuid: kept.uuid, hmac: kept.hmac } : null;
}

export function keptSelection(): number | null {
  const kept = stored(STORED_NAMES.selectedService);
  return typeof kept === 'object' && kept !== null && 'id' in kept && typeof kept.id === 'number' ? kept.id : null;
}

/** Whether this tab sent a reset confirmation never answered: its reads wait for the replay (lib/reset/store.ts). */
function resetUnanswered(): boolean {
  return sessionText(STORED_NAMES.resetUnanswered) !== undefined;
}

/**
 * The page may read early: no login arriving in the address (the page script stores it
 * first), no reset waiting for its lost answer (the kept login may have been replaced, and
 * a read refusing it would log the person out), and the guard stays.
 */
export function mayReadEarly(): boolean {
  return !loginLinkParams(new URL(location.href)) && !resetUnanswered() && document.documentElement.dataset.guard === 'pending';
}

/**
 * The provider's address the reads go to: from the script's own `data-provider` (the
 * build's list, ADR 0052), the one this visit last reached, else the first. A read that
 * gets no answer there is tried on the next by the client, which takes the failure as its
 * own first try.
 */
export function providerBase(): string | undefined {
  return startingBase(parseProviderBases(document.currentScript?.dataset.provider ?? ''), sessionText(STORED_NAMES.providerBase));
}

/** The answer's `data`, if it is a success that has one (the store checks it against the contract). */
function successData(answer: EarlyAnswer): object | null {
  if (answer.kind !== 'answer' || answer.status !== 200) return null;
  const payload = answer.payload;
  const data = typeof payload === 'object' && payload !== null && 'data' in payload ? payload.data : null;
  return typeof data === 'object' && data !== null ? data : null;
}

/** Whether an early read was answered with success and data: what a page's store waits for before its next read. */
export function succeeded(answer: EarlyAnswer): boolean {
  return successData(answer) !== null;
}

/** The account info's `data`, if the answer is a success that has one (the store checks it against the contract). */
export function accountInfoData(answer: EarlyAnswer): Parameters<typeof resolveServiceChoice>[0] | null {
  const data = successData(answer);
  if (data === null || !('jjService' in data) || !('unpaidService' in data)) return null;
  return Array.isArray(data.jjService) && Array.isArray(data.unpaidService) ? (data as Parameters<typeof resolveServiceChoice>[0]) : null;
}
