// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { $accountInfo } from '../../../src/lib/account/store.ts';
import { $accountRead, $providerMessages, chooseService, loadAccountPageInfo, loadProviderMessages, selectedChoice, serviceChoices } from '../../../src/lib/account/page-store.ts';
import { $selectedService } from '../../../src/lib/core/stores/session.ts';
import { useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();

beforeEach(() => {
  $accountInfo.set(null);
  $providerMessages.set({ kind: 'idle' });
  $selectedService.set(null);
});

describe('the account page', () => {
  it('reads the account info into the shared account store', async () => {
    const account = await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await loadAccountPageInfo(store.client);
    expect($accountRead.get()).toEqual({ kind: 'ready' });
    expect($accountInfo.get()?.jjService.map((service) => service.id)).toEqual(account.services.map((service) => service.id));
  });

  it('lists the provider messages newest first, in the page language', async () => {
    await store.loggedInAccount({
      services: [{ status: 'Active' }],
      messages: [
        { daysAgo: 5, texts: { 'zh-TW': { title: '舊', body: '' }, 'en-US': { title: 'Older', body: '' } } },
        { daysAgo: 1, texts: { 'zh-TW': { title: '新', body: '' }, 'en-US': { title: 'Newer', body: '' } } },
      ],
    });
    await loadProviderMessages(store.client, 'en-US');
    const messages = $providerMessages.get();
    expect(messages.kind === 'ready' ? messages.value.map((message) => message.title) : messages).toEqual(['Newer', 'Older']);
  });

  it('says why the messages could not be read', async () => {
    await store.loggedInAccount({ services: [{ status: 'Active' }] });
    await store.control.fault({ pathPrefix: '/au/api/v1/message/history', mode: 'error500', times: 4 });
    await loadProviderMessages(store.client, 'zh-TW');
    expect($providerMessages.get()).toEqual({ kind: 'error', error: 'ServerError' });
  });

  it('selects the stored service while the account has it, else the default, and a choice is stored', async () => {
    await store.loggedInAccount({ services: [{ status: 'Expired' }, { status: 'Active' }] });
    await loadAccountPageInfo(store.client);
    const info = $accountInfo.get();
    if (!info) throw new Error('no account info');
    const [expired, active] = serviceChoices(info);
    if (!expired || !active) throw new Error('two services expected');
    expect(selectedChoice(info, null)).toEqual(active);
    expect(selectedChoice(info, 999_999)).toEqual(active);
    chooseService(expired);
    expect($selectedService.get()).toEqual(expired);
    expect(selectedChoice(info, $selectedService.get()?.id ?? null)).toEqual(expired);
  });
});
