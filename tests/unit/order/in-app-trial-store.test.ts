// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../src/lib/core/contract/index.ts';
import { inAppTrialChoice } from '../../../src/lib/order/in-app-trial.ts';
import * as order from '../../../src/lib/order/store.ts';
import { $catalogue, loadCatalogue } from '../../../src/lib/order/catalogue-store.ts';
import { $inApp, captureArrivalParams } from '../../../src/lib/core/stores/visitor.ts';
import { newRequestKey } from '../../../src/lib/core/api/request-key.ts';
import { useStoreTest } from '../../support/store-test.ts';

const usd = (amount: string) => ({ amount, currency: 'USD' });
const pro: Product = { pid: 2, gid: 1, name: 'Pro', description: '', deviceLimit: 10, cycles: [{ cycle: 'Monthly', price: usd('11.90') }] };
const standard: Product = { ...pro, pid: 1, name: 'Standard', cycles: [{ cycle: 'Annually', price: usd('65.90') }, { cycle: 'Trial', price: usd('0.90') }] };

describe('inAppTrialChoice', () => {
  it('picks the first product that sells the trial when the app asked for it', () => {
    expect(inAppTrialChoice([pro, standard], { inApp: true, inAppTrial: true })).toEqual({ pid: 1, cycle: 'Trial' });
  });

  it('picks nothing without both flags, or when no trial is on sale', () => {
    expect(inAppTrialChoice([standard], { inApp: true, inAppTrial: false })).toBeNull();
    expect(inAppTrialChoice([standard], { inApp: false, inAppTrial: true })).toBeNull();
    expect(inAppTrialChoice([pro], { inApp: true, inAppTrial: true })).toBeNull();
  });
});

describe('the wizard opened by the app’s trial offer', () => {
  const store = useStoreTest();
  beforeEach(() => {
    order.$orderDraft.set({ ...order.$orderDraft.get(), step: 1, pid: null, cycle: null, renewServiceId: null, orderKey: newRequestKey() });
    $catalogue.set({ kind: 'idle' });
  });
  afterEach(() => $inApp.set({ inApp: false, inAppTrial: false }));

  it('starts on the trial, whichever comes first: the flags or the plans', async () => {
    captureArrivalParams(new URL('https://skyline.example/en-US/order/place?inapp=1&inapptrial=1'));
    await loadCatalogue(store.client);
    expect(order.$orderDraft.get()).toMatchObject({ cycle: 'Trial' });

    $inApp.set({ inApp: false, inAppTrial: false });
    order.$orderDraft.set({ ...order.$orderDraft.get(), cycle: 'Annually' });
    captureArrivalParams(new URL('https://skyline.example/en-US/order/place?inapp=1&inapptrial=1'));
    expect(order.$orderDraft.get()).toMatchObject({ cycle: 'Trial' });
  });

  it('leaves the usual plan without the trial flag, and never overrides a choice made on the page', async () => {
    captureArrivalParams(new URL('https://skyline.example/en-US/order/place?inapp=1'));
    await loadCatalogue(store.client);
    expect(order.$orderDraft.get()).toMatchObject({ cycle: 'Annually' });

    const { pid } = order.$orderDraft.get();
    order.choosePlan(pid ?? 1, 'Monthly');
    captureArrivalParams(new URL('https://skyline.example/en-US/order/place?inapp=1&inapptrial=1'));
    expect(order.$orderDraft.get()).toMatchObject({ cycle: 'Monthly' });
  });
});
