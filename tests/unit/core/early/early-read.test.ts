// @vitest-environment happy-dom
/**
 * Reads started from a page's <head> (docs/decisions/0026): the provider client takes
 * such an answer once, for exactly the same call, and treats it like one it asked for.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProviderClient } from '../../../../src/lib/core/api/provider-client.ts';
import { auInfo, auService, hmacCheck } from '../../../../src/lib/account/contract.ts';
import { invoiceLast, invoiceList } from '../../../../src/lib/bills/contract.ts';
import { invoiceInfo, invoiceInfoPublic } from '../../../../src/lib/invoice/contract.ts';
import { messageHistory } from '../../../../src/lib/account/page-contract.ts';
import { affInfo, affInviteList, affInviteQrcode } from '../../../../src/lib/affiliate/contract.ts';
import { accountBalance, stripeMethods } from '../../../../src/lib/invoice/contract.ts';
import { balanceTrans } from '../../../../src/lib/account/page-contract.ts';
import { resellerSetting } from '../../../../src/lib/reseller/contract.ts';
import * as EARLY_PATHS from '../../../../src/lib/core/early/early-paths.ts';
import { earlyReadKey, startEarlyRead, takeEarlyRead } from '../../../../src/lib/core/early/early-read.ts';

const BASE = 'https://api.example';
const login = { uuid: 'u-demo-1234', hmac: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };
const info = { email: null, status: 'none', jjService: [{ id: 7, relid: 70, status: 'Active' }], unpaidService: [] };

function answerWith(status: number, payload: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).__skylineEarlyReads;
});

describe('early reads', () => {
  it('use the contract’s own paths', () => {
    expect({ ...EARLY_PATHS }).toEqual({
      hmacCheck: hmacCheck.path,
      auInfo: auInfo.path,
      auService: auService.path,
      invoiceList: invoiceList.path,
      invoiceLast: invoiceLast.path,
      invoiceInfo: invoiceInfo.path,
      invoiceInfoPublic: invoiceInfoPublic.path,
      messageHistory: messageHistory.path,
      affInfo: affInfo.path,
      affInviteQrcode: affInviteQrcode.path,
      affInviteList: affInviteList.path,
      accountBalance: accountBalance.path,
      balanceTrans: balanceTrans.path,
      stripeMethods: stripeMethods.path,
      resellerSetting: resellerSetting.path,
    });
  });

  it('agree on a key whatever order the values were written in', () => {
    expect(earlyReadKey('POST', '/a', undefined, { uuid: 'u', hmac: 'h' })).toBe(earlyReadKey('POST', '/a', undefined, { hmac: 'h', uuid: 'u' }));
    expect(earlyReadKey('POST', '/a', undefined, { uuid: 'u', hmac: 'h' })).not.toBe(earlyReadKey('POST', '/a', undefined, { uuid: 'u', hmac: 'other' }));
    expect(earlyReadKey('GET', '/a', { uuid: 'u' }, undefined)).not.toBe(earlyReadKey('GET', '/b', { uuid: 'u' }, undefined));
  });

  it('the client takes the early answer instead of asking, and only once', async () => {
    const fetch = answerWith(200, { data: info });
    vi.stubGlobal('fetch', fetch);
    void startEarlyRead(globalThis, BASE, 'POST', EARLY_PATHS.auInfo, undefined, login);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${BASE}/au/api/v1/au/info`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', referrerPolicy: 'no-referrer', body: JSON.stringify(login) });

    const client = createProviderClient({ baseURL: BASE });
    const first = await client.call(auInfo, { body: login });
    expect(first).toMatchObject({ ok: true, data: { jjService: [{ id: 7 }] } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(takeEarlyRead(globalThis, earlyReadKey('POST', EARLY_PATHS.auInfo, undefined, login))).toBeUndefined();
  });

  it('a read with numbers in its query (a list window) sends them as text and is taken by the call that passes the same numbers', async () => {
    const fetch = answerWith(200, { data: { totalCount: 0, invites: [] } });
    vi.stubGlobal('fetch', fetch);
    const query = { ...login, limitnum: 20, limitstart: 0 };
    void startEarlyRead(globalThis, BASE, 'GET', EARLY_PATHS.affInviteList, query, undefined);
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(new URL(url).searchParams.get('limitnum')).toBe('20');
    expect(new URL(url).searchParams.get('limitstart')).toBe('0');

    const client = createProviderClient({ baseURL: BASE });
    expect(await client.call(affInviteList, { query })).toMatchObject({ ok: true, data: { totalCount: 0, invites: [] } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an early answer goes through the same checks: a login refused is HmacCheckFailed, a wrong shape is malformed', async () => {
    vi.stubGlobal('fetch', answerWith(401, { error: 'HmacCheckFailed' }));
    void startEarlyRead(globalThis, BASE, 'POST', EARLY_PATHS.auInfo, undefined, login);
    const refused = vi.fn();
    const client = createProviderClient({ baseURL: BASE, onHmacCheckFailed: refused });
    expect(await client.call(auInfo, { body: login })).toMatchObject({ ok: false, error: 'HmacCheckFailed' });
    expect(refused).toHaveBeenCalledWith(login.hmac);

    vi.stubGlobal('fetch', answerWith(200, { data: { nothing: true } }));
    void startEarlyRead(globalThis, BASE, 'GET', EARLY_PATHS.auService.replace(':id', '7'), login, undefined);
    expect(await client.call(auService, { params: { id: 7 }, query: login })).toMatchObject({ ok: false, error: 'MalformedResponse' });
  });

  it('a call with other values asks the provider itself', async () => {
    const early = answerWith(200, { data: info });
    vi.stubGlobal('fetch', early);
    void startEarlyRead(globalThis, BASE, 'POST', EARLY_PATHS.auInfo, undefined, { ...login, hmac: 'ffffffffffffffffffffffffffffffff' });
    const client = createProviderClient({ baseURL: BASE });
    const result = await client.call(auInfo, { body: login });
    expect(result.ok).toBe(true);
    expect(early).toHaveBeenCalledTimes(2);
  });

  it('a lost early answer is connection trouble, and a safe read is tried again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    void startEarlyRead(globalThis, BASE, 'POST', EARLY_PATHS.auInfo, undefined, login);
    vi.stubGlobal('fetch', answerWith(200, { data: info }));
    const client = createProviderClient({ baseURL: BASE, sleep: async () => {} });
    expect(await client.call(auInfo, { body: login })).toMatchObject({ ok: true });
  });
});
