// @vitest-environment happy-dom
import { $humanToken, keepHumanToken } from '../../../src/lib/core/stores/visitor.ts';
import { humanToken } from '../../contract/harness.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProviderClient } from '../../../src/lib/core/api/provider-client.ts';
import * as order from '../../../src/lib/order/store.ts';
import { $accountCreation, createAnonymousAccount } from '../../../src/lib/order/anonymous-account.ts';
import { $placing, placeOrder } from '../../../src/lib/order/placing.ts';
import { $catalogue, loadCatalogue, seedCatalogue } from '../../../src/lib/order/catalogue-store.ts';
import { newRequestKey } from '../../../src/lib/core/api/request-key.ts';
import { $credentials } from '../../../src/lib/core/stores/session.ts';
import { $paymentInfo } from '../../../src/lib/core/stores/visitor.ts';
import { uniqueEmail } from '../../support/unique-email.ts';
import { affInfo, affInviteFree, affInviteList, affInviteQrcode } from '../../../src/lib/affiliate/contract.ts';
import { $affiliateCode, $giftToken, captureAdParams } from '../../../src/lib/attribution/ad-tracking.ts';
import { useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();

beforeEach(async () => {
  order.$orderDraft.set({ ...order.$orderDraft.get(), step: 1, pid: null, cycle: null, couponInput: '', coupon: null, email: '', paymentMethod: null, renewServiceId: null, orderKey: newRequestKey() });
  order.$couponState.set({ kind: 'idle' });
  order.$emailState.set({ kind: 'idle' });
  $placing.set({ kind: 'idle' });
  await loadCatalogue(store.client);
});

describe('the order draft', () => {
  it('starts on a plan the provider offers, the first product’s year', () => {
    const draft = order.$orderDraft.get();
    expect(draft.pid).toBe(1);
    expect(draft.cycle).toBe('Annually');
    expect(order.$orderSummary.get()?.price.totalMinor).toBe(6590);
  });

  it('shows the plans the page was built with until the live ones answer, and keeps them if the provider cannot be reached', async () => {
    const live = $catalogue.get();
    if (live.kind !== 'ready') throw new Error('the catalogue did not load');
    const prebuilt = live.value.map((product) => ({ ...product, name: `${product.name} (built)` }));
    $catalogue.set({ kind: 'idle' });
    order.$orderDraft.set({ ...order.$orderDraft.get(), pid: null, cycle: null });
    seedCatalogue(prebuilt);
    expect($catalogue.get()).toEqual({ kind: 'ready', value: prebuilt });
    expect(order.$orderDraft.get()).toMatchObject({ pid: 1, cycle: 'Annually' });

    // Unreachable: the built plans stay, rather than an error over a working list.
    await loadCatalogue(createProviderClient({ baseURL: 'http://127.0.0.1:9', timeoutMs: 1_000 }));
    expect($catalogue.get()).toEqual({ kind: 'ready', value: prebuilt });
    // Reachable: the live plans replace them in place, and the choice made meanwhile stays.
    order.choosePlan(2, 'Monthly');
    await loadCatalogue(store.client);
    expect($catalogue.get()).toEqual(live);
    expect(order.$orderDraft.get()).toMatchObject({ pid: 2, cycle: 'Monthly' });
  });

  it('says the plans could not load when none were built in and the provider cannot be reached', async () => {
    $catalogue.set({ kind: 'idle' });
    await loadCatalogue(createProviderClient({ baseURL: 'http://127.0.0.1:9', timeoutMs: 1_000 }));
    expect($catalogue.get()).toEqual({ kind: 'error', error: 'NetworkTrouble' });
  });

  it('tells an empty, an unknown and a working coupon apart, and prices with it', async () => {
    await order.applyCoupon(store.client);
    expect(order.$couponState.get()).toEqual({ kind: 'problem', problem: 'CouponEmpty' });
    order.editCoupon('NOPE');
    await order.applyCoupon(store.client);
    expect(order.$couponState.get()).toEqual({ kind: 'problem', problem: 'CouponInvalid' });
    order.editCoupon('sky15');
    await order.applyCoupon(store.client);
    expect(order.$couponState.get()).toEqual({ kind: 'applied' });
    expect(order.$orderSummary.get()?.price).toMatchObject({ subtotalMinor: 6590, discountMinor: 989, totalMinor: 5601 });
    order.choosePlan(1, 'Trial');
    expect(order.$couponState.get()).toEqual({ kind: 'notApplicable' });
  });

  it('keeps a friend’s invite code typed in the coupon field as the order’s affiliate code', async () => {
    const inviter = await store.control.createAccount({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    const info = await store.client.call(affInfo, { query: { uuid: inviter.uuid, hmac: inviter.hmac } });
    if (!info.ok) throw new Error('aff/info did not answer');
    $affiliateCode.set(null);
    order.editCoupon(` ${info.data.code.toLowerCase()} `);
    await order.applyCoupon(store.client);
    expect(order.$couponState.get()).toEqual({ kind: 'affiliate', code: info.data.code });
    expect($affiliateCode.get()).toBe(info.data.code);
    expect(order.$orderDraft.get()).toMatchObject({ coupon: null, couponInput: '' });
    expect(order.$orderSummary.get()?.price.discountMinor).toBe(0);
    // A code that is neither stays a coupon refusal, and the friend's code is kept.
    order.editCoupon('NOPE');
    await order.applyCoupon(store.client);
    expect(order.$couponState.get()).toEqual({ kind: 'problem', problem: 'CouponInvalid' });
    expect($affiliateCode.get()).toBe(info.data.code);
    $affiliateCode.set(null);
  });

  it('checks the email format before asking the provider, then whether it is registered', async () => {
    order.editEmail('not-an-email');
    expect(await order.confirmEmail(store.client)).toBe(false);
    expect(order.$emailState.get()).toEqual({ kind: 'problem', problem: 'EmailFormat' });
    order.editEmail(uniqueEmail('store'));
    expect(await order.confirmEmail(store.client)).toBe(true);
    expect(order.$orderDraft.get().step).toBe(3);
  });

  it('places one order however often the button is pressed', async () => {
    order.editEmail(uniqueEmail('store'));
    order.choosePaymentMethod('alipayhk');
    const [first, second] = await Promise.all([placeOrder(store.client, 'mobile'), placeOrder(store.client, 'mobile')]);
    expect(second).toBeNull();
    expect(first).toBeGreaterThan(0);
    expect($paymentInfo.get()?.invoiceId).toBe(first);
    // The new account's login was kept, and the draft starts afresh for the next order.
    expect($credentials.get()).not.toBeNull();
    expect(order.$orderDraft.get().email).toBe('');
  });

  it('a retry with the same key after a lost answer gets the same order back', async () => {
    const { uuid, hmac } = await store.loggedInAccount({ services: [] });
    const account = { uuid, hmac };
    order.choosePaymentMethod('paypal');
    const key = order.$orderDraft.get().orderKey;
    const body = { pid: 1, cycle: 'Monthly' as const, paymentMethod: 'paypal' as const, device: 'pc' as const, requestKey: key, ...account, humanToken: $humanToken.get()?.token };
    const lost = await store.client.call((await import('../../../src/lib/core/contract/index.ts')).endpoints.auOrder, { body });
    order.choosePlan(1, 'Monthly');
    order.$orderDraft.set({ ...order.$orderDraft.get(), orderKey: key, paymentMethod: 'paypal' });
    const invoiceId = await placeOrder(store.client, 'pc');
    expect(lost.ok && lost.data.invoiceId).toBe(invoiceId);
  });

  it('carries a friend’s gift from the mail’s link with a trial order, once, and the trial is free', async () => {
    const inviter = await store.control.createAccount({ email: uniqueEmail('giver'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Annually' }] });
    await store.control.changeAffiliateQuota({ uuid: inviter.uuid, change: 1, note: 'test' });
    const friend = uniqueEmail('gift');
    const sent = await store.client.call(affInviteFree, { body: { uuid: inviter.uuid, hmac: inviter.hmac, email: friend, lang: 'zh-TW', requestKey: newRequestKey() } });
    expect(sent.ok).toBe(true);
    const [mail] = await store.control.mail(friend);
    const link = new URL((mail?.body.match(/https?:\/\/\S+order\/place\S+/) ?? ['http://x.invalid/'])[0]);
    captureAdParams(link);
    expect($giftToken.get()).toBe(link.searchParams.get('gift'));
    order.choosePlan(1, 'Trial');
    order.editEmail(friend);
    order.choosePaymentMethod('alipayhk');
    const invoiceId = await placeOrder(store.client, 'mobile');
    expect(invoiceId).toBeGreaterThan(0);
    expect($giftToken.get()).toBeNull();
    const account = (await store.control.accounts()).find((candidate) => candidate.email === friend);
    expect(account?.services[0]?.invoices[0]?.status).toBe('Paid');
    $affiliateCode.set(null);
  });

  it('tells the inviter how each friend came: by the QR code’s text, or by the code typed in the coupon field', async () => {
    const inviter = await store.control.createAccount({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    const login = { uuid: inviter.uuid, hmac: inviter.hmac };
    const qr = await store.client.call(affInviteQrcode, { body: { ...login, lang: 'en-US' } });
    if (!qr.ok) throw new Error('aff/invite/qrcode did not answer');
    captureAdParams(new URL(qr.data.qrText));
    order.editEmail(uniqueEmail('scanned'));
    order.choosePaymentMethod('alipayhk');
    expect(await placeOrder(store.client, 'mobile')).toBeGreaterThan(0);
    // A second friend, in a browser of their own, who passed the human check there.
    $credentials.set(null);
    keepHumanToken(await humanToken(store), 3 * 3600, Date.now());
    $affiliateCode.set(null);
    order.choosePlan(1, 'Monthly');
    order.editCoupon(qr.data.code.toLowerCase());
    await order.applyCoupon(store.client);
    order.editEmail(uniqueEmail('typed'));
    order.choosePaymentMethod('alipayhk');
    expect(await placeOrder(store.client, 'mobile')).toBeGreaterThan(0);
    const friends = await store.client.call(affInviteList, { query: { ...login, limitnum: 20, limitstart: 0 } });
    expect(friends.ok && friends.data.invites.map((invite) => invite.via)).toEqual(['code', 'qrcode']);
    $affiliateCode.set(null);
  });

  it('says the trial was already used', async () => {
    await store.loggedInAccount({ services: [] });
    for (const attempt of [1, 2]) {
      order.choosePlan(1, 'Trial');
      order.choosePaymentMethod('alipayhk');
      const invoiceId = await placeOrder(store.client, 'mobile');
      if (attempt === 1) expect(invoiceId).toBeGreaterThan(0);
      else expect(invoiceId).toBeNull();
    }
    expect($placing.get()).toEqual({ kind: 'error', error: 'TrialUsed' });
  });

  it('creates one anonymous account per click and keeps its login', async () => {
    await Promise.all([createAnonymousAccount(store.client), createAnonymousAccount(store.client)]);
    expect($accountCreation.get()).toEqual({ kind: 'created' });
    expect($credentials.get()?.uuid).toMatch(/\w+/);
  });
});
