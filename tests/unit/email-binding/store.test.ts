// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { $accountInfo } from '../../../src/lib/account/store.ts';
import { $emailBinding, removeEmail, repeatEmailCall, sendEmailCode, verifyEmailCode, verifyEmailFromAddress } from '../../../src/lib/email-binding/store.ts';
import { $servicePage, loadServicePage } from '../../../src/lib/service/store.ts';
import { $accountEmail } from '../../../src/lib/core/stores/session.ts';
import { uniqueEmail } from '../../support/unique-email.ts';
import { useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();

beforeEach(() => {
  $accountInfo.set(null);
  $emailBinding.set({ binding: { kind: 'idle' }, resendAt: null, cooldown: null, busy: null, outcome: null });
});

/** The service page binds through its service. */
const viaService = (serviceId: number) => ({ kind: 'service', serviceId }) as const;

/** A logged-in account on its service page, as the section sees it. */
async function onServicePage(spec: Parameters<typeof store.loggedInAccount>[0] = {}): Promise<number> {
  await store.loggedInAccount({ services: [{ status: 'Active' }], ...spec });
  await loadServicePage(store.client, null);
  const page = $servicePage.get();
  if (page.kind !== 'ready') throw new Error(`the service page did not load: ${JSON.stringify(page)}`);
  return page.service.id;
}

const binding = () => {
  const state = $emailBinding.get().binding;
  if (state.kind !== 'ready') throw new Error(`no binding: ${JSON.stringify(state)}`);
  return state.value;
};

/** The code and link of the newest verification mail to `email`. */
async function mailedCode(email: string): Promise<{ code: string; link: string }> {
  const [mail] = await store.control.mail(email);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  const link = /https?:\/\/\S+#email-verify=\S+/.exec(mail?.body ?? '')?.[0];
  if (!code || !link) throw new Error(`no verification mail to ${email}`);
  return { code, link };
}

describe('email binding from the service page', () => {
  it('follows the account info the page read: an anonymous account has nothing bound', async () => {
    await onServicePage();
    expect(binding()).toEqual({ email: null, status: 'none', pending: null });
  });

  it('sends a code, refuses a wrong one, verifies the right one', async () => {
    const serviceId = await onServicePage();
    const email = uniqueEmail('bind');
    expect(await sendEmailCode(store.client, viaService(serviceId), email, 'zh-CN')).toBeNull();
    expect(binding().pending?.email).toBe(email);
    // The answer goes into the account info, which the page's line about the email reads.
    expect($accountInfo.get()?.pending?.email).toBe(email);
    // The cooldown is counted from the answer: about a minute from now.
    expect(($emailBinding.get().resendAt ?? 0) - Date.now()).toBeGreaterThan(50_000);

    const { code } = await mailedCode(email);
    await verifyEmailCode(store.client, viaService(serviceId), code === '000000' ? '111111' : '000000');
    expect($emailBinding.get().outcome).toEqual({ action: 'verify', error: 'EmailCodeInvalid' });
    expect(binding().pending?.email).toBe(email);

    await verifyEmailCode(store.client, viaService(serviceId), code);
    expect(binding()).toEqual({ email, status: 'verified', pending: null });
    expect($emailBinding.get().outcome).toEqual({ action: 'verify', done: true });
    expect($accountEmail.get()).toEqual({ email, status: 'verified' });
  });

  it('answers a second code within the cooldown with the real time left, read from the account info', async () => {
    const serviceId = await onServicePage();
    const email = uniqueEmail('cooldown');
    await sendEmailCode(store.client, viaService(serviceId), email, 'en-US');
    $emailBinding.set({ ...$emailBinding.get(), resendAt: null });
    expect(await sendEmailCode(store.client, viaService(serviceId), email, 'en-US')).toBe('EmailCooldown');
    expect(($emailBinding.get().resendAt ?? 0) - Date.now()).toBeGreaterThan(30_000);
  });

  it('verifies the mailed link and takes its values out of the address', async () => {
    const serviceId = await onServicePage();
    const email = uniqueEmail('link');
    await sendEmailCode(store.client, viaService(serviceId), email, 'zh-TW');
    const { link } = await mailedCode(email);
    const url = new URL(link);
    history.replaceState(null, '', url.pathname + url.hash);
    await verifyEmailFromAddress(store.client, viaService(serviceId));
    expect(location.hash).toBe('');
    expect(binding()).toEqual({ email, status: 'verified', pending: null });
  });

  it('revokes a pending change and keeps the verified address; then unbinds it', async () => {
    const verified = uniqueEmail('kept');
    const serviceId = await onServicePage({ email: verified, emailStatus: 'verified', pendingEmail: uniqueEmail('change') });
    expect(binding().pending).not.toBeNull();
    await removeEmail(store.client, viaService(serviceId), 'revoke');
    expect(binding()).toEqual({ email: verified, status: 'verified', pending: null });
    await removeEmail(store.client, viaService(serviceId), 'unbind');
    expect(binding()).toEqual({ email: null, status: 'unbound', pending: null });
    await removeEmail(store.client, viaService(serviceId), 'unbind');
    expect($emailBinding.get().outcome).toEqual({ action: 'unbind', error: 'EmailNotBound' });
  });

  it('refuses an address another account has verified', async () => {
    const taken = uniqueEmail('taken');
    await store.control.createAccount({ email: taken, emailStatus: 'verified' });
    const serviceId = await onServicePage();
    expect(await sendEmailCode(store.client, viaService(serviceId), taken, 'zh-CN')).toBe('EmailAlreadyUsed');
    expect(binding().pending).toBeNull();
  });

  it('tries a send that failed on the network again, as it was', async () => {
    const serviceId = await onServicePage();
    const email = uniqueEmail('retry');
    await store.control.fault({ pathPrefix: `/wl/v1/service/${serviceId}/email`, mode: 'drop', times: 1 });
    expect(await sendEmailCode(store.client, viaService(serviceId), email, 'zh-CN')).toBe('NetworkTrouble');
    await repeatEmailCall();
    expect(binding().pending?.email).toBe(email);
  });

  it('counts down the cooldown for a new address a code went to moments ago, not only the pending one', async () => {
    const email = uniqueEmail('cooling');
    // Another account asked for a code to this address a moment ago.
    await store.control.createAccount({ services: [{ status: 'Active' }], pendingEmail: email });
    const serviceId = await onServicePage();
    const before = Date.now();
    const error = await sendEmailCode(store.client, viaService(serviceId), email, 'en-US');
    if (error === null) return expect.fail('the sandbox sent a second code to the same address within its cooldown');
    expect(error).toBe('EmailCooldown');
    const cooldown = $emailBinding.get().cooldown;
    expect(cooldown?.email).toBe(email);
    expect(cooldown?.until).toBeGreaterThanOrEqual(before + 59_000);
  });
});
