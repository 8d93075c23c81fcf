/**
 * The email bound to the account, and the calls that change it (ADR 0022): send a code,
 * verify it (typed, or the mailed link), resend after the cooldown, revoke a pending
 * change, unbind. State comes from the account info (`pending` included, so a reload keeps
 * the step the person was on), and each call's answer goes into the account info, so a
 * page's line about the email (the service page's, which reads only `$accountInfo` and
 * carries none of this until its dialog opens) follows too. The service page calls the
 * reseller endpoints with the selected service's keys, the account page (issue 11) the
 * account's own (`au/email/*`, with the login): each call names its `EmailTarget`, and
 * everything else (state, countdowns, outcomes, the mailed link) is the same code.
 */
import { atom } from 'nanostores';
import type { EmailBinding, RequestOf } from '../core/contract/index.ts';
import { serviceEmailBind, serviceEmailUnbind, serviceEmailVerify } from './contract.ts';
import { auEmailBind, auEmailUnbind, auEmailVerify } from '../account/page-contract.ts';
import type { ApiResult, ProviderClient } from '../core/api/provider-client.ts';
import { ERROR_CATALOGUE, type AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import type { Locale } from '../core/i18n/locales.ts';
import { readEmailVerifyLink, type EmailVerifyValues } from './verify-link.ts';
import { cooldownAfterRefusal } from './cooldown.ts';
import { $accountInfo, readAccountInfo } from '../account/store.ts';
import type { Loadable } from '../core/stores/loadable.ts';
import { $accountEmail, $credentials, $selectedService } from '../core/stores/session.ts';

/** Whose calls bind the address: a service's (the service page, with its keys) or the account's (the account page, with the login). */
export type EmailTarget = { kind: 'service'; serviceId: number } | { kind: 'account' };

export type EmailAction = 'send' | 'verify' | 'revoke' | 'unbind';

export interface EmailBindingState {
  binding: Loadable<EmailBinding>;
  /**
   * When a new code may be sent to the pending address (ms since the epoch): the
   * provider's `resendAfterSeconds`, counted from when its answer arrived.
   */
  resendAt: number | null;
  /**
   * An address the provider refused a code for because one went to it moments ago
   * (`EmailCooldown`) that is not the pending one (a new address: another page or account
   * sent it a code), and when it may be asked again (rules/email-cooldown).
   */
  cooldown: { email: string; until: number } | null;
  /** The call under way. */
  busy: EmailAction | null;
  /** What the last call did, or why it failed. */
  outcome: { action: EmailAction; error: AppErrorName } | { action: EmailAction; done: true } | null;
}

export const $emailBinding = atom<EmailBindingState>({ binding: { kind: 'idle' }, resendAt: null, cooldown: null, busy: null, outcome: null });

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

type BindingCall = 'serviceEmailBind' | 'serviceEmailUnbind' | 'serviceEmailVerify' | 'auEmailBind' | 'auEmailUnbind' | 'auEmailVerify';

/** A call as the target makes it; null without the values it authenticates with (a page bug, or logged out meanwhile). */
type Request = { call: BindingCall; send: () => Promise<ApiResult<EmailBinding>> } | null;

function bindRequest(client: ProviderClient, target: EmailTarget, email: string, lang: Locale): Request {
  if (target.kind === 'account') {
    const login = $credentials.get();
    return login && { call: 'auEmailBind', send: () => client.call(auEmailBind, { body: { ...login, email, lang } }) };
  }
  const keys = serviceKeys(target.serviceId);
  return keys && { call: 'serviceEmailBind', send: () => client.call(serviceEmailBind, { params: { id: target.serviceId }, body: { ...keys, email, lang } }) };
}

function verifyRequest(client: ProviderClient, target: EmailTarget, values: EmailVerifyValues): Request {
  if (target.kind === 'account') {
    const login = $credentials.get();
    return login && { call: 'auEmailVerify', send: () => client.call(auEmailVerify, { body: { ...login, ...values } }) };
  }
  const query: RequestOf<typeof serviceEmailVerify>['query'] = values;
  return { call: 'serviceEmailVerify', send: () => client.call(serviceEmailVerify, { params: { id: target.serviceId }, query }) };
}

function unbindRequest(client: ProviderClient, target: EmailTarget, intent: 'revoke' | 'unbind'): Request {
  if (target.kind === 'account') {
    const login = $credentials.get();
    return login && { call: 'auEmailUnbind', send: () => client.call(auEmailUnbind, { body: { ...login, intent } }) };
  }
  const keys = serviceKeys(target.serviceId);
  return keys && { call: 'serviceEmailUnbind', send: () => client.call(serviceEmailUnbind, { params: { id: target.serviceId }, body: { ...keys, intent } }) };
}

/** The last call made, so a failure worth repeating (connection trouble, a mail not sent) can be tried again as it was. */
let lastCall: (() => Promise<AppErrorName | null>) | null = null;

/** Runs one binding call: busy while it runs, then the new binding or the call's own error. */
async function run(action: EmailAction, request: () => Request): Promise<AppErrorName | null> {
  if ($emailBinding.get().busy !== null) return null;
  lastCall = () => run(action, request);
  const made = request();
  if (!made) {
    // No keys or login: the page shows the form only once they are loaded, so this is a page bug.
    $emailBinding.set({ ...$emailBinding.get(), outcome: { action, error: 'RequestError' } });
    return 'RequestError';
  }
  $emailBinding.set({ ...$emailBinding.get(), busy: action, outcome: null });
  const result = await made.send();
  if (result.ok) {
    receive(result.data);
    $emailBinding.set({ ...$emailBinding.get(), busy: null, outcome: { action, done: true } });
    return null;
  }
  const error = catalogued(made.call, result);
  $emailBinding.set({ ...$emailBinding.get(), busy: null, outcome: { action, error } });
  return error;
}

/**
 * Sends a code to `email` (a first address, a change, or again after the cooldown).
 * `EmailCooldown` means a code went to it moments ago, maybe from another page: the
 * account info says how long to wait when it is the pending address; any other address
 * counts down the longest cooldown from now (rules/email-cooldown), so the wait shows for
 * a new address too.
 */
export async function sendEmailCode(client: ProviderClient, target: EmailTarget, email: string, lang: Locale): Promise<AppErrorName | null> {
  const address = email.trim();
  const error = await run('send', () => bindRequest(client, target, address, lang));
  if (error === 'EmailCooldown') {
    await readAccountInfo(client);
    const binding = $emailBinding.get().binding;
    const pending = binding.kind === 'ready' ? binding.value.pending : null;
    $emailBinding.set({ ...$emailBinding.get(), cooldown: cooldownAfterRefusal(address, pending?.email ?? null, Date.now()) });
  } else if (error === null) {
    $emailBinding.set({ ...$emailBinding.get(), cooldown: null });
  }
  return error;
}

/** Checks a code typed for the pending change. */
export async function verifyEmailCode(client: ProviderClient, target: EmailTarget, code: string): Promise<void> {
  const binding = $emailBinding.get().binding;
  const pending = binding.kind === 'ready' ? binding.value.pending : null;
  if (!pending) return;
  await verify(client, target, { email: pending.email, timestamp: pending.timestamp, sign: pending.sign, code: code.trim() });
}

function verify(client: ProviderClient, target: EmailTarget, values: EmailVerifyValues): Promise<AppErrorName | null> {
  return run('verify', () => verifyRequest(client, target, values));
}

/**
 * The mailed link, when the page was opened with it: its values are taken out of the
 * address first (like a login link), then checked. A broken link reads as a wrong code.
 */
export async function verifyEmailFromAddress(client: ProviderClient, target: EmailTarget): Promise<void> {
  const reading = readEmailVerifyLink(new URL(location.href));
  if (reading.kind === 'none') return;
  history.replaceState(history.state, '', reading.cleanedHref);
  if (reading.kind === 'malformed') {
    $emailBinding.set({ ...$emailBinding.get(), outcome: { action: 'verify', error: 'EmailCodeInvalid' } });
    return;
  }
  await verify(client, target, reading.values);
}

/** Revokes the pending change (a verified address stays), or unbinds the address: the provider tells them apart. */
export async function removeEmail(client: ProviderClient, target: EmailTarget, action: 'revoke' | 'unbind'): Promise<void> {
  const error = await run(action, () => unbindRequest(client, target, action));
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
