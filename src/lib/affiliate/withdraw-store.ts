/**
 * The withdrawal dialog's state (reference §2.3, §2.6; ADR 0015/0016). A withdrawal moves
 * money: one confirmation is one request key and one request, the confirm is off while it
 * is on its way, and the client never sends it again. When no answer says what happened (a
 * timeout, a lost connection, a 5xx), the dialog reads `aff/withdraw/list` and `aff/info`
 * and shows what the provider has: the withdrawal made, or none.
 */
import { atom } from 'nanostores';
import type { Locale } from '../core/i18n/locales.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import { UNKNOWN_OUTCOME_ERRORS, type AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import { newRequestKey } from '../core/api/request-key.ts';
import { fromMinor, toMinor } from '../core/rules/money.ts';
import { $credentials } from '../core/stores/session.ts';
import { $balance, $balanceHistory } from '../balance/store.ts';
import { affBalanceWithdraw, affWithdrawList, type AffiliateInfo, type Withdrawal, type WithdrawalDestination } from './contract.ts';
import { checkWithdrawal, parseWithdrawalAmount, type WithdrawalRefusal } from './bonus.ts';
import { $affiliateInfo, applyBonus, loadAffiliateInfo } from './store.ts';
import { withdrawals } from './lists.ts';

/** What the person asks for. */
export interface WithdrawalForm {
  amount: string;
  destination: WithdrawalDestination;
  paypalEmail: string;
}

/** Why the form cannot go (a field, a minimum, the pool), by the provider's names. */
export type WithdrawalProblem = WithdrawalRefusal | { error: AppErrorName };

export type WithdrawalStep =
  | { kind: 'editing'; problem: WithdrawalProblem | null }
  | { kind: 'sending' }
  /** No answer said what happened: the lists are being read. */
  | { kind: 'checking' }
  | { kind: 'done'; withdrawal: Withdrawal; accountBalance: string | null }
  /** Read back: the provider has no such withdrawal; nothing moved, a new press may go. */
  | { kind: 'not-done' }
  /** Even the read back failed: the person is told not to withdraw again and where to look. */
  | { kind: 'unknown' };

export const $withdrawal = atom<WithdrawalStep>({ kind: 'editing', problem: null });

/** The newest withdrawal's id when the dialog opened (null: none; undefined: not read), to tell a new one after no answer. */
let newestBefore: number | null | undefined;

async function newestWithdrawals(client: ProviderClient): Promise<Withdrawal[] | null> {
  const login = $credentials.get();
  if (!login) return null;
  const result = await client.call(affWithdrawList, { body: { ...login, limitnum: 5, limitstart: 0 } });
  return result.ok ? result.data.withdrawals : null;
}

/** The dialog opens: a fresh form, and the newest withdrawal noted. */
export async function openWithdrawal(client: ProviderClient): Promise<void> {
  $withdrawal.set({ kind: 'editing', problem: null });
  newestBefore = undefined;
  const rows = await newestWithdrawals(client);
  if (rows) newestBefore = rows[0]?.id ?? null;
}

/**
 * The client's checks, the same the provider makes (./bonus.ts), against the figures the
 * page has; null when the form may go.
 */
export function withdrawalProblem(form: WithdrawalForm, info: AffiliateInfo, paypalOpen: boolean): WithdrawalRefusal | null {
  const check = checkWithdrawal({ amount: form.amount, destination: form.destination, paypalEmail: form.paypalEmail }, { withdrawableCents: toMinor(info.bonus.withdrawable), paypalRequestOpen: paypalOpen });
  return check.ok ? null : check;
}

/** The minimum a refusal names, as a decimal string. */
export function minimumOf(problem: Extract<WithdrawalRefusal, { error: 'WithdrawalBelowMinimum' }>): string {
  return fromMinor(problem.minimumCents);
}

/** Sends the withdrawal once; see the module comment for what follows no answer. */
export async function submitWithdrawal(client: ProviderClient, form: WithdrawalForm, lang: Locale): Promise<void> {
  const login = $credentials.get();
  const info = $affiliateInfo.get();
  const step = $withdrawal.get();
  if (!login || info.kind !== 'ready' || step.kind !== 'editing') return;
  const problem = withdrawalProblem(form, info.value, toMinor(info.value.bonus.inProgress) > 0);
  if (problem) {
    $withdrawal.set({ kind: 'editing', problem });
    return;
  }
  $withdrawal.set({ kind: 'sending' });
  const body = {
    ...login,
    amount: form.amount.trim(),
    destination: form.destination,
    ...(form.destination === 'paypal' ? { paypalEmail: form.paypalEmail.trim() } : {}),
    requestKey: newRequestKey(),
  };
  const result = await client.call(affBalanceWithdraw, { body });
  if (result.ok) {
    settled(result.data.withdrawal, result.data.accountBalance);
    applyBonus(result.data.bonus);
    return;
  }
  const error = catalogued('affBalanceWithdraw', result);
  if (!UNKNOWN_OUTCOME_ERRORS.has(error)) {
    // Refused: the figures as they are now (another tab may have withdrawn), then the refusal told with them.
    await loadAffiliateInfo(client, lang);
    const now = $affiliateInfo.get();
    $withdrawal.set({ kind: 'editing', problem: refusalOf(result.providerError, result.fields, error, now.kind === 'ready' ? now.value : info.value, form.destination) });
    return;
  }
  await readBack(client, form, lang);
}

/** After no answer: the newest withdrawals and the figures, as the provider has them. */
async function readBack(client: ProviderClient, form: WithdrawalForm, lang: Locale): Promise<void> {
  $withdrawal.set({ kind: 'checking' });
  const [rows] = await Promise.all([newestWithdrawals(client), loadAffiliateInfo(client, lang)]);
  const before = newestBefore;
  if (!rows || before === undefined) {
    $withdrawal.set({ kind: 'unknown' });
    return;
  }
  const made = rows.find((row) => (before === null || row.id > before) && row.destination === form.destination && toMinor(row.amount) === parseWithdrawalAmount(form.amount));
  if (made) settled(made, null);
  else $withdrawal.set({ kind: 'not-done' });
}

/** A withdrawal made: the dialog says so, and what shows the balance or the records reads them again. */
function settled(withdrawal: Withdrawal, accountBalance: string | null): void {
  newestBefore = withdrawal.id;
  $withdrawal.set({ kind: 'done', withdrawal, accountBalance });
  $balance.set({ kind: 'idle' });
  $balanceHistory.set({ kind: 'idle' });
  withdrawals.$list.set({ kind: 'idle' });
}

/** A refusal as the form shows it: a field or a limit of the provider's, else the catalogue's name. */
function refusalOf(providerError: string | undefined, fields: string[] | undefined, error: AppErrorName, info: AffiliateInfo, destination: WithdrawalDestination): WithdrawalProblem {
  if (providerError === 'ValidationFailed' && fields?.includes('paypalEmail')) return { error: 'ValidationFailed', field: 'paypalEmail' };
  if (providerError === 'ValidationFailed' && fields?.includes('amount')) return { error: 'ValidationFailed', field: 'amount' };
  if (error === 'WithdrawalOverAvailable') return { error, withdrawableCents: Math.max(0, toMinor(info.bonus.withdrawable)) };
  if (error === 'WithdrawalBelowMinimum') return { error, minimumCents: toMinor(info.minimums[destination]) };
  if (error === 'WithdrawalPending') return { error };
  return { error };
}

/** A fresh form after a withdrawal that did not go (a new press, a new key). */
export function editWithdrawalAgain(): void {
  const step = $withdrawal.get().kind;
  if (step === 'not-done' || step === 'editing') $withdrawal.set({ kind: 'editing', problem: null });
}
