/**
 * The email bound to the account (ADR 0022): bound or not, verified or not, a change
 * pending. State comes from the account info (`pending` included, so a reload keeps the
 * step the person was on) and from each call's answer. The calls that change it (send a
 * code, verify, revoke, unbind) are in ./email-binding-calls.ts, which comes with the
 * email dialog: a page shows the state without carrying them. The account page (issue
 * 11) reads the same state and adds its own calls.
 */
import { atom } from 'nanostores';
import type { EmailBinding } from '../contract/index.ts';
import type { ProviderClient } from '../api/client.ts';
import type { AppErrorName } from '../api/errors.ts';
import { $accountInfo, readAccountInfo } from './account.ts';
import type { Loadable } from './loadable.ts';
import { $accountEmail } from './session.ts';

export type EmailAction = 'send' | 'verify' | 'revoke' | 'unbind';

export interface EmailBindingState {
  binding: Loadable<EmailBinding>;
  /**
   * When a new code may be sent to the pending address (ms since the epoch): the
   * provider's `resendAfterSeconds`, counted from when its answer arrived.
   */
  resendAt: number | null;
  /** The call under way. */
  busy: EmailAction | null;
  /** What the last call did, or why it failed. */
  outcome: { action: EmailAction; error: AppErrorName } | { action: EmailAction; done: true } | null;
}

export const $emailBinding = atom<EmailBindingState>({ binding: { kind: 'idle' }, resendAt: null, busy: null, outcome: null });

/** A binding as the provider now describes it (the account info, or a call's answer). */
export function receiveEmailBinding(binding: EmailBinding): void {
  const resendAt = binding.pending ? Date.now() + binding.pending.resendAfterSeconds * 1000 : null;
  $emailBinding.set({ ...$emailBinding.get(), binding: { kind: 'ready', value: binding }, resendAt });
  // The shell says "bind an email" from this on every page.
  $accountEmail.set({ email: binding.email, status: binding.status });
}

// Whoever reads the account info (the service page, the account page) brings the binding with it.
$accountInfo.listen((info) => {
  if (info) receiveEmailBinding({ email: info.email, status: info.status, pending: info.pending ?? null });
});

/** The binding for a page that has not read the account info yet; a page that has, already has it. */
export async function loadEmailBinding(client: ProviderClient): Promise<void> {
  const known = $accountInfo.get();
  if (known) {
    if ($emailBinding.get().binding.kind !== 'ready') receiveEmailBinding({ email: known.email, status: known.status, pending: known.pending ?? null });
    return;
  }
  $emailBinding.set({ ...$emailBinding.get(), binding: { kind: 'loading' } });
  const info = await readAccountInfo(client);
  if (info && !info.ok) $emailBinding.set({ ...$emailBinding.get(), binding: { kind: 'error', error: info.error } });
}
