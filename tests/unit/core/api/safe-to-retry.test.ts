/**
 * Which calls the client repeats by itself is written once, in the contract (decision 0016):
 * the reads that change nothing, never a call that moves money or creates something.
 */
import { describe, expect, it } from 'vitest';
import { endpoints, isSafeToRetry, type EndpointName } from '../../../../src/lib/core/contract/index.ts';

describe('safe to retry, by endpoint', () => {
  it('the POST reads and every GET are repeated', () => {
    const repeated = (Object.keys(endpoints) as EndpointName[]).filter((name) => isSafeToRetry(endpoints[name])).sort();
    const gets = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].method === 'GET');
    expect(repeated).toEqual([...gets, 'hmacCheck', 'auInfo', 'invoiceInfo', 'accountBalance', 'invoiceMb', 'resetPreview', 'resetConfirm', 'invoiceList', 'invoiceLast', 'renewalCancel', 'balanceTrans', 'auEmailVerify', 'drtEmailCheck', 'emsUnsubscribe', 'emsSubscribe', 'clientCheck', 'affBalanceList', 'affWithdrawList', 'affInviteQrcode'].sort());
  });

  it('calls that move money or create things never are', () => {
    for (const name of ['auOrder', 'auUser', 'invoicePay', 'invoicePayPublic', 'invoiceCreditPay', 'invoiceUpdate', 'usdtExpire', 'stripeSetup', 'stripeRemove', 'supportRequest', 'emailRetain', 'auEmailBind', 'auEmailUnbind', 'accountMigrate', 'affBalanceWithdraw', 'affInviteLink', 'affInviteEmail', 'affInviteFree'] as const) {
      expect(isSafeToRetry(endpoints[name]), name).toBe(false);
    }
  });
});
