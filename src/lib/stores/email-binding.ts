/**
 * The email bound to the account, and the calls that change it (ADR 0022): send a code,
 * verify it (typed, or the mailed link), resend after the cooldown, revoke a pending
 * change, unbind. State comes from the account info (`pending` included, so a reload keeps
 * the step the person was on), and each call's answer goes into the account info, so a
 * page's line about the email (the service page's, which reads only `$accountInfo` and
 * carries none of this until its dialog opens) follows too. The service page calls the
 * reseller endpoints with the selected service's keys; the account page (issue 11) reads
 * the same state and adds its own calls.
 */
import { atom } from 'nanostores';
import type { EmailBinding, RequestOf } from '../contract/index.ts';
import { serviceEmailBind, serviceEmailUnbind, serviceEmailVerify } from '../contract/email-binding.ts';
import type { ApiResult, ProviderClient } from '../api/client.ts';
import { ERROR_CATALOGUE, type AppErrorName } from '../api/errors.ts';
import { catalogued } from '../api/refusals.ts';
import type { Locale } from '../i18n/locales.ts';
import { readEmailVerifyLink, type EmailVerifyValues } from '../rules/email-verify-link.ts';
import { $accountInfo, readAccountInfo } from './account.ts';
import type { Loadable } from './loadable.ts';
import { $accountEmail, $selectedService } from './session.ts';

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

/** The binding as the account info now describes it. */
function follow(binding: EmailBinding): void {
  const resendAt = binding.pending ? Date.now() + binding.pending.resendAfterSeconds * 1000 : null;
  $emailBinding.set({ ...$emailBinding.get(), binding: { kind: 'ready', value: binding }, resendAt });
  // The shell says "bind an email" from this on every page.
  $accountEmail.set({ email: binding.email, status: binding.status });
}

// Whoever reads the account info (the service page, the account page) brings the binding with it.
$accountInfo.listen((info) => {
  if (info) follow({ email: info.email, status: info.status, pending: info.pending ?? null });
});

/** A call's answer: written into the account info (this state follows it), or kept here on a page that has none. */
function receive(binding: EmailBinding): void {
  const info = $accountInfo.get();
  if (info) $accountInfo.set({ ...info, email: binding.email, status: binding.status, pending: binding.pending });
  else follow(binding);
}

/** The binding for a page that has not read the account info yet; a page that has, already has it. */
export async function loadEmailBinding(client: ProviderClient): Promise<void> {
  const known = $accountInfo.get();
  if (known) {
    if ($emailBinding.get().binding.kind !== 'ready') follow({ email: known.email, status: known.status, pending: known.pending ?? null });
    return;
  }
  $emailBinding.set({ ...$emailBinding.get(), binding: { kind: 'loading' } });
  const info = await readAccountInfo(client);
  if (info && !info.ok) $emailBinding.set({ ...$emailBinding.get(), binding: { kind: 'error', error: info.error } });
}

/** The reseller calls authenticate with the service's own management values. */
function serviceKeys(serviceId: number): { hmac: string; token: string; seed: string } | null {
  const service = $selectedService.get();
  if (service?.id !== serviceId || !service.hmac || !service.token || !service.seed) return null;
  return { hmac: service.hmac, token: service.token, seed: service.seed };
}

type BindingCall = 'serviceEmailBind' | 'serviceEmailUnbind' | 'serviceEmailVerify';

/** The last call made, so a failure worth repeating (connection trouble, a mail not sent) can be tried again as it was. */
let lastCall: (() => Promise<AppErrorName | null>) | null = null;

/** Runs one binding call: busy while it runs, then the new binding or the call's own error. */
async function run(action: EmailAction, call: BindingCall, request: () => Promise<ApiResult<EmailBinding>> | null): Promise<AppErrorName | null> {
  if ($emailBinding.get().busy !== null) return null;
  lastCall = () => run(action, call, request);
  const pending = request();
  if (!pending) {
    // No service keys: the page shows this service only once they are loaded, so this is a page bug.
    $emailBinding.set({ ...$emailBinding.get(), outcome: { action, error: 'RequestError' } });
    return 'RequestError';
  }
  $emailBinding.set({ ...$emailBinding.get(), busy: action, outcome: null });
  const result = await pending;
  if (result.ok) {
    receive(result.data);
    $emailBinding.set({ ...$emailBinding.get(), busy: null, outcome: { action, done: true } });
    return null;
  }
  const error = catalogued(call, result);
  $emailBinding.set({ ...$emailBinding.get(), busy: null, outcome: { action, error } });
  return error;
}

/**
 * Sends a code to `email` (a first address, a change, or again after the cooldown).
 * `EmailCooldown` means a code went to it moments ago, maybe from another page: the
 * account info says how long to wait, so the countdown shows the real time.
 */
export async function sendEmailCode(client: ProviderClient, serviceId: number, email: string, lang: Locale): Promise<AppErrorName | null> {
  const error = await run('send', 'serviceEmailBind', () => {
    const keys = serviceKeys(serviceId);
    return keys && client.call(serviceEmailBind, { params: { id: serviceId }, body: { ...keys, email: email.trim(), lang } });
  });
  if (error === 'EmailCooldown') await readAccountInfo(client);
  return error;
}

/** Checks a code typed for the pending change. */
export async function verifyEmailCode(client: ProviderClient, serviceId: number, code: string): Promise<void> {
  const binding = $emailBinding.get().binding;
  const pending = binding.kind === 'ready' ? binding.value.pending : null;
  if (!pending) return;
  await verify(client, serviceId, { email: pending.email, timestamp: pending.timestamp, sign: pending.sign, code: code.trim() });
}

function verify(client: ProviderClient, serviceId: number, values: EmailVerifyValues): Promise<AppErrorName | null> {
  const query: RequestOf<typeof serviceEmailVerify>['query'] = values;
  return run('verify', 'serviceEmailVerify', () => client.call(serviceEmailVerify, { params: { id: serviceId }, query }));
}

/**
 * The mailed link, when the page was opened with it: its values are taken out of the
 * address first (like a login link), then checked. A broken link reads as a wrong code.
 */
export async function verifyEmailFromAddress(client: ProviderClient, serviceId: number): Promise<void> {
  const reading = readEmailVerifyLink(new URL(location.href));
  if (reading.kind === 'none') return;
  history.replaceState(history.state, '', reading.cleanedHref);
  if (reading.kind === 'malformed') {
    $emailBinding.set({ ...$emailBinding.get(), outcome: { action: 'verify', error: 'EmailCodeInvalid' } });
    return;
  }
  await verify(client, serviceId, reading.values);
}

/** Revokes the pending change (a verified address stays), or unbinds the address: the provider tells them apart. */
export async function removeEmail(client: ProviderClient, serviceId: number, action: 'revoke' | 'unbind'): Promise<void> {
  const error = await run(action, 'serviceEmailUnbind', () => {
    const keys = serviceKeys(serviceId);
    return keys && client.call(serviceEmailUnbind, { params: { id: serviceId }, body: { ...keys, intent: action } });
  });
  // The binding changed elsewhere (the change verified in another tab): show it as it is now.
  if (error === 'EmailStateChanged') await readAccountInfo(client);
}

/** A failure that is worth trying again as it was: not a refusal such as a wrong code or an address in use. */
export function isWorthRepeating(error: AppErrorName): boolean {
  return ERROR_CATALOGUE[error] === 'retry' && error !== 'EmailCodeInvalid';
}

/** Tries the failed call again, when its failure is worth repeating. */
export async function repeatEmailCall(): Promise<void> {
  const outcome = $emailBinding.get().outcome;
  if (lastCall && outcome && 'error' in outcome && isWorthRepeating(outcome.error)) await lastCall();
}

/** Forgets the last outcome (the person moved on: dismissed it, or started typing again). */
export function clearEmailOutcome(): void {
  $emailBinding.set({ ...$emailBinding.get(), outcome: null });
}
