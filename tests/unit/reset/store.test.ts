// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/lib/core/contract/index.ts';
import { $reset, closeReset, confirmReset, hasUnansweredReset, previewReset, recoverUnansweredReset } from '../../../src/lib/reset/store.ts';
import { $credentials, clearCredentials } from '../../../src/lib/core/stores/session.ts';
import { useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();

beforeEach(() => {
  closeReset();
  sessionStorage.clear();
});

describe('reset: a preview, then that preview confirmed', () => {
  it('a service reset says both links change, then keeps the new login; the old one stops at once', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }] });
    const serviceId = account.services[0]?.id ?? 0;
    await previewReset(store.client, serviceId);
    expect($reset.get()).toMatchObject({ kind: 'preview', preview: { loginLinkChanges: true, subscriptionChanges: [serviceId] } });

    await confirmReset(store.client, 'zh-CN');
    const step = $reset.get();
    if (step.kind !== 'done') throw new Error(`not done: ${JSON.stringify(step)}`);
    expect(step.pair.uuid).toBe(account.uuid);
    expect(step.pair.hmac).not.toBe(account.hmac);
    expect(step).toMatchObject({ kept: true, subscriptionChanges: [serviceId] });
    // Stored with the one function that stores a login: other tabs see it through storage.
    expect($credentials.get()).toEqual(step.pair);
    expect(JSON.parse(localStorage.getItem('skyline:credentials') ?? 'null')).toEqual(step.pair);

    const old = await store.client.call(endpoints.hmacCheck, { body: { uuid: account.uuid, hmac: account.hmac } });
    expect(old).toMatchObject({ ok: false, error: 'HmacCheckFailed' });
    expect((await store.client.call(endpoints.hmacCheck, { body: step.pair })).ok).toBe(true);
  });

  it('a confirmation whose answer was lost is asked again and ends on the new login, not on a lost account', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await previewReset(store.client, null);
    // The reset is done, and its answer (the new link) never arrives: the client asks again by itself.
    await store.control.fault({ pathPrefix: '/au/api/v1/au/reset/confirm', mode: 'drop-after', times: 1 });
    await confirmReset(store.client, 'en-US');
    const step = $reset.get();
    if (step.kind !== 'done') throw new Error(`not done: ${JSON.stringify(step)}`);
    expect(step.pair.hmac).not.toBe(account.hmac);
    expect($credentials.get()).toEqual(step.pair);
    expect((await store.client.call(endpoints.hmacCheck, { body: step.pair })).ok).toBe(true);
  });

  it('an account reset changes the login link and every service’s subscription address (ADR 0056)', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }, { status: 'Expired' }] });
    await previewReset(store.client, null);
    expect($reset.get()).toMatchObject({ kind: 'preview', preview: { subscriptionChanges: account.services.map((service) => service.id) } });
  });

  it('a preview that ran out is ResetExpired: nothing changed, and the way on is a new preview', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await previewReset(store.client, account.services[0]?.id ?? null);
    await store.control.moveClock({ advanceMs: 11 * 60_000 });
    try {
      await confirmReset(store.client, 'en-US');
    } finally {
      await store.control.moveClock({ reset: true });
    }
    expect($reset.get()).toEqual({ kind: 'failed', error: 'ResetExpired', preview: null });
    expect($credentials.get()).toEqual({ uuid: account.uuid, hmac: account.hmac });
  });

  it('a confirmation never answered is kept in the tab: closed, reloaded or logged out, the same token gets the new login', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await previewReset(store.client, null);
    // The reset is done, and every answer to it is lost (the first and the client's own repeats).
    await store.control.fault({ pathPrefix: '/au/api/v1/au/reset/confirm', mode: 'drop-after', times: 4 });
    await confirmReset(store.client, 'en-US');
    expect($reset.get()).toMatchObject({ kind: 'failed', error: 'NetworkTrouble' });
    expect(hasUnansweredReset()).toBe(true);
    expect(sessionStorage.getItem('skyline:reset-unanswered')).toContain(account.hmac);

    // The dialog is closed, the page reloaded: the old login was refused and forgotten meanwhile.
    closeReset();
    clearCredentials();
    await recoverUnansweredReset(store.client);
    const step = $reset.get();
    if (step.kind !== 'done') throw new Error(`not done: ${JSON.stringify(step)}`);
    expect(step.pair.uuid).toBe(account.uuid);
    expect(step.pair.hmac).not.toBe(account.hmac);
    expect($credentials.get()).toEqual(step.pair);
    expect((await store.client.call(endpoints.hmacCheck, { body: step.pair })).ok).toBe(true);
    expect(hasUnansweredReset()).toBe(false);
    expect(sessionStorage.getItem('skyline:reset-unanswered')).toBeNull();
  });

  it('reopening after an unanswered confirmation settles it before a new preview', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await previewReset(store.client, null);
    await store.control.fault({ pathPrefix: '/au/api/v1/au/reset/confirm', mode: 'drop-after', times: 4 });
    await confirmReset(store.client, 'zh-TW');
    closeReset();
    // The old login is dead: a new preview with it would log the person out.
    await previewReset(store.client, null);
    expect($reset.get()).toMatchObject({ kind: 'done', pair: { uuid: account.uuid } });
    expect($credentials.get()?.hmac).not.toBe(account.hmac);
  });

  it('a confirmation refused is settled: nothing is kept to replay', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await previewReset(store.client, null);
    await store.control.moveClock({ advanceMs: 11 * 60_000 });
    try {
      await confirmReset(store.client, 'en-US');
    } finally {
      await store.control.moveClock({ reset: true });
    }
    expect(hasUnansweredReset()).toBe(false);
  });

  it('a confirmation lost on the network keeps the preview, to be confirmed again', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await previewReset(store.client, account.services[0]?.id ?? null);
    // Failing every try the client makes by itself (the first and its three repeats).
    await store.control.fault({ pathPrefix: '/au/api/v1/au/reset/confirm', mode: 'error500', times: 4 });
    await confirmReset(store.client, 'zh-TW');
    expect($reset.get()).toMatchObject({ kind: 'failed', error: 'ServerError', preview: { subscriptionChanges: [account.services[0]?.id] } });
    await confirmReset(store.client, 'zh-TW');
    expect($reset.get().kind).toBe('done');
  });

  it('closed and opened again: the first preview’s answer, arriving while the second is asked, is not shown', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }, { status: 'Active' }] });
    const serviceId = account.services[0]?.id ?? 0;
    // The first (a service reset) answers after 200 ms, the second (an account reset) after 500 ms.
    await store.control.fault({ pathPrefix: '/au/api/v1/au/reset/preview', mode: 'late', delayMs: 200, times: 1 });
    await store.control.fault({ pathPrefix: '/au/api/v1/au/reset/preview', mode: 'late', delayMs: 500, times: 1 });
    const first = previewReset(store.client, serviceId);
    closeReset();
    const second = previewReset(store.client, null);
    await first;
    expect($reset.get()).toEqual({ kind: 'previewing' });
    await second;
    // The account reset's preview: both services' addresses, not the first preview's one.
    expect($reset.get()).toMatchObject({ kind: 'preview', preview: { subscriptionChanges: account.services.map((service) => service.id) } });
  });

  it('a preview answered after the dialog closed is dropped', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active' }] });
    const asking = previewReset(store.client, null);
    closeReset();
    await asking;
    expect($reset.get()).toEqual({ kind: 'closed' });
  });
});
