// @vitest-environment happy-dom
/**
 * The payment store against a real sandbox provider: the stage of a bill, the one view
 * both the bill preview and the island render ($payView), switching method, the balance
 * offer and paying from it, and paying again after a decline.
 */
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderClient } from '../../../src/lib/core/api/provider-client.ts';
import { endpoints } from '../../../src/lib/core/contract/index.ts';
import * as pay from '../../../src/lib/payment/store.ts';
import { newRequestKey } from '../../../src/lib/core/api/request-key.ts';
import { $credentials, clearCredentials, storeCredentials } from '../../../src/lib/core/stores/session.ts';
import { $paymentInfo } from '../../../src/lib/core/stores/visitor.ts';
import type { PaymentView } from '../../../sandbox/core/control/schemas.ts';
import type { FaultRequest } from '../../../sandbox/core/control/client.ts';
import { renewalBill as renewalBillOf, useStoreTest } from '../../support/store-test.ts';

/** The pay calls the store makes, in order: UnionPay's first step has no paymentId, its second names one. */
const payCalls: ('first' | 'second')[] = [];
// A store a test subscribed to unmounts its persistent sources STORE_UNMOUNT_DELAY after the
// last listener goes; the file's window (happy-dom) must still be there when it does.
afterAll(() => new Promise((done) => setTimeout(done, STORE_UNMOUNT_DELAY + 50)));

const store = useStoreTest({
  wrapClient: (real) => ({
    call: (endpoint, request) => {
      if (endpoint.path === endpoints.invoicePay.path || endpoint.path === endpoints.invoicePayPublic.path) {
        const body: unknown = request.body;
        payCalls.push(typeof body === 'object' && body !== null && 'paymentId' in body ? 'second' : 'first');
      }
      return real.call(endpoint, request);
    },
  }),
});

beforeEach(() => {
  payCalls.length = 0;
  $paymentInfo.set(null);
  pay.payAgain();
  pay.$methods.set([]);
  pay.$balanceMinor.set(null);
  pay.$switching.set({ kind: 'idle' });
  pay.$invoice.set({ kind: 'loading' });
});

interface BillFixture {
  balance?: string;
  loggedIn?: boolean;
}


/** An Active monthly service with an unpaid renewal bill (US$6.90, Alipay by default: US$7.11 with its fee). */
async function renewalBill(fixture: BillFixture = {}): Promise<number> {
  const { loggedIn = true, ...account } = fixture;
  const created = await store.control.createAccount({ ...account, services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  if (loggedIn) storeCredentials({ uuid: created.uuid, hmac: created.hmac });
  const bill = renewalBillOf(created);
  await pay.loadInvoice(store.client, bill.id);
  await pay.loadMethods(store.client, 'pc');
  return bill.id;
}

function payments(invoiceId: number): Promise<PaymentView[]> {
  return store.control.payments(invoiceId);
}

async function settle(paymentId: string, outcome: 'pay' | 'decline'): Promise<void> {
  await store.control.settlePayment(paymentId, outcome);
}

function unpaidView(): pay.UnpaidPayView {
  const view = pay.$payView.get();
  if (view.kind !== 'unpaid') throw new Error(`expected an unpaid bill, got ${view.kind}`);
  return view;
}

describe('the view of a bill', () => {
  it('a fresh unpaid bill is plain: the static preview can show it as it is', async () => {
    await renewalBill({ loggedIn: false });
    const view = unpaidView();
    expect(view).toMatchObject({ stage: 'created', body: 'start', start: 'pay', plain: true, balanceOffer: null, amountDue: { amount: '7.11', currency: 'USD' } });
    expect(view.methods.map((method) => method.id)).not.toContain('balance');
  });

  it('a payment under way is waiting, shows its panel and is no longer plain', async () => {
    const id = await renewalBill();
    await pay.pressStart(store.client, 'pc');
    expect(unpaidView()).toMatchObject({ stage: 'waiting', body: 'method', plain: false, instruction: { kind: 'qr' } });
    expect(await payments(id)).toHaveLength(1);
  });

  it('a paid bill with a login is delivered; without one it is only paid', async () => {
    const id = await renewalBill();
    await pay.pressStart(store.client, 'pc');
    const [payment] = await payments(id);
    await settle(payment?.paymentId ?? '', 'pay');
    await pay.loadInvoice(store.client, id, { quiet: true });
    expect(pay.$payView.get()).toMatchObject({ kind: 'paid', stage: 'delivered', view: 'account' });

    clearCredentials();
    await pay.loadInvoice(store.client, id);
    expect(pay.$payView.get()).toMatchObject({ kind: 'paid', stage: 'paid', view: 'public' });
  });

  it('a bill that cannot be found reads as an error with a way forward, a missing id as missing', async () => {
    await pay.loadInvoice(store.client, 99_999_999);
    expect(pay.$payView.get()).toMatchObject({ kind: 'error' });
    await pay.loadInvoice(store.client, null);
    expect(pay.$payView.get()).toEqual({ kind: 'missing' });
  });
});

describe('paying again', () => {
  it('after a decline the bill says so, and the button starts a new payment with a new key', async () => {
    const id = await renewalBill();
    await pay.pressStart(store.client, 'pc');
    const [first] = await payments(id);
    await settle(first?.paymentId ?? '', 'decline');
    await pay.loadInvoice(store.client, id, { quiet: true });
    expect(unpaidView()).toMatchObject({ stage: 'failed', notice: 'PaymentFailed', start: 'payAgain', body: 'start', plain: false });

    await pay.pressStart(store.client, 'pc');
    expect(unpaidView()).toMatchObject({ stage: 'waiting', body: 'method', notice: null });
    const both = await payments(id);
    expect(both).toHaveLength(2);
    expect(both[1]?.paymentId).not.toBe(first?.paymentId);
  });

  it('a second press while the first is on its way starts nothing more', async () => {
    const id = await renewalBill();
    await Promise.all([pay.pressStart(store.client, 'pc'), pay.pressStart(store.client, 'pc')]);
    expect(await payments(id)).toHaveLength(1);
  });
});

describe('switching method', () => {
  it('recomputes the bill: PayPal has no fee, so the amount due drops to the plan price', async () => {
    const id = await renewalBill({ loggedIn: false });
    await pay.switchMethod(store.client, id, 'paypal');
    expect(unpaidView()).toMatchObject({ switching: false, switchError: null, amountDue: { amount: '6.90' }, invoice: { paymentMethod: 'paypal' } });
  });

  it('a method the provider does not offer for this bill leaves the bill as it was and says so', async () => {
    const id = await renewalBill({ loggedIn: false });
    await pay.switchMethod(store.client, id, 'balance');
    expect(unpaidView()).toMatchObject({ switchError: 'MethodNotOffered', invoice: { paymentMethod: 'alipay' }, plain: false });
  });
});

describe('the balance offer', () => {
  it('is offered to the logged-in owner with a balance: it pays what it covers, the rest carries the fee on itself alone', async () => {
    await renewalBill({ balance: '2.00' });
    // 6.90 due before the fee; 2.00 from the balance; 4.90 left + 3% Alipay fee = 5.05.
    expect(unpaidView().balanceOffer).toEqual({ balance: { amount: '2.00', currency: 'USD' }, use: { amount: '2.00', currency: 'USD' }, rest: { amount: '5.05', currency: 'USD' } });
    expect(unpaidView().plain).toBe(false);
  });

  it('is never offered without a login, nor when the balance is empty', async () => {
    await renewalBill({ balance: '2.00', loggedIn: false });
    expect(unpaidView().balanceOffer).toBeNull();
    clearCredentials();
    await renewalBill({ balance: '0.00' });
    expect(unpaidView().balanceOffer).toBeNull();
  });

  it('paying from it lowers the bill and the balance, and covering everything pays the bill', async () => {
    const partId = await renewalBill({ balance: '2.00' });
    await pay.payFromBalance(store.client, partId);
    expect(pay.$balanceMinor.get()).toBe(0);
    expect(unpaidView()).toMatchObject({ balanceOffer: null, amountDue: { amount: '5.05' } });

    clearCredentials();
    const wholeId = await renewalBill({ balance: '20.00' });
    expect(unpaidView().balanceOffer).toMatchObject({ use: { amount: '6.90' }, rest: null });
    await pay.payFromBalance(store.client, wholeId);
    expect(pay.$payView.get()).toMatchObject({ kind: 'paid', stage: 'delivered' });
    expect(pay.$balanceMinor.get()).toBe(1310);
  });
});

describe('a payment call whose answer is lost or late (issue 9, defect 2)', () => {
  const delays = [...pay.OUTCOME_CHECK.delaysMs];
  beforeEach(() => {
    pay.OUTCOME_CHECK.delaysMs = [0, 20, 40];
    return () => {
      pay.OUTCOME_CHECK.delaysMs = delays;
    };
  });

  async function fault(pathPrefix: string, mode: FaultRequest['mode'], delayMs?: number): Promise<void> {
    await store.control.fault({ pathPrefix, mode, times: 1, ...(delayMs ? { delayMs } : {}) });
  }

  it('a balance payment that went through but lost its answer ends on paid, not on "network trouble"', async () => {
    const id = await renewalBill({ balance: '20.00' });
    await fault(`/au/api/v1/invoices/${id}/credit/pay`, 'drop-after');
    await pay.payFromBalance(store.client, id);
    expect(pay.$payView.get()).toMatchObject({ kind: 'paid', stage: 'delivered' });
    expect(pay.$attempt.get()).toEqual({ kind: 'idle' });
    expect(pay.$balanceMinor.get()).toBe(1310);
  });

  it('a QR payment made but not answered shows its code, with one payment on the bill', async () => {
    const id = await renewalBill();
    await fault(`/au/api/v1/invoices/${id}/pay`, 'drop-after');
    await pay.pressStart(store.client, 'pc');
    expect(unpaidView()).toMatchObject({ stage: 'waiting', body: 'method', instruction: { kind: 'qr' }, attemptError: null });
    expect(await payments(id)).toHaveLength(1);
  });

  it('an answer that comes after the time limit is waited for and read from the bill', async () => {
    const slow = createProviderClient({ baseURL: store.origin, timeoutMs: 100 });
    const id = await renewalBill();
    await fault(`/au/api/v1/invoices/${id}/pay`, 'late', 300);
    pay.OUTCOME_CHECK.delaysMs = [0, 150, 300, 600, 1200, 2400];
    await pay.pressStart(slow, 'pc');
    expect(unpaidView()).toMatchObject({ body: 'method', instruction: { kind: 'qr' } });
    expect(await payments(id)).toHaveLength(1);
  });

  it('a call that never arrived leaves the bill unpaid: the error, and a retry that starts exactly one payment', async () => {
    const id = await renewalBill();
    await fault(`/au/api/v1/invoices/${id}/pay`, 'drop');
    await pay.pressStart(store.client, 'pc');
    expect(unpaidView()).toMatchObject({ body: 'start', attemptError: 'NetworkTrouble' });
    expect(await payments(id)).toHaveLength(0);
    await pay.pressStart(store.client, 'pc');
    expect(unpaidView()).toMatchObject({ body: 'method', attemptError: null });
    expect(await payments(id)).toHaveLength(1);
  });

  it('while it checks, the page says so and offers no second press', async () => {
    const id = await renewalBill({ balance: '20.00' });
    await fault(`/au/api/v1/invoices/${id}/credit/pay`, 'drop-after');
    const seen: string[] = [];
    const stop = pay.$payView.subscribe((view) => {
      if (view.kind === 'unpaid') seen.push(`${view.body}:${view.starting}`);
    });
    await pay.payFromBalance(store.client, id);
    stop();
    expect(seen).toContain('checking:true');
  });
});

describe("UnionPay's second step failing (issue 9, defect 4)", () => {
  const delays = [...pay.OUTCOME_CHECK.delaysMs];
  beforeEach(() => {
    pay.OUTCOME_CHECK.delaysMs = [0, 20, 40];
    return async () => {
      pay.OUTCOME_CHECK.delaysMs = delays;
      await store.control.clearFaults();
    };
  });

  /** A UnionPay bill whose first pay call goes through and whose second fails as `mode` says. */
  async function unionPayBill(mode: FaultRequest['mode'], fixture: BillFixture = {}): Promise<number> {
    const id = await renewalBill(fixture);
    await pay.switchMethod(store.client, id, 'unionpay');
    const path = `/au/api/v1/invoices/${id}/pay`;
    // Faults are used in the order they were armed: the first call passes (no delay), the second fails.
    await store.control.fault({ pathPrefix: path, mode: 'delay', delayMs: 0, times: 1 });
    await store.control.fault({ pathPrefix: path, mode, times: 1 });
    return id;
  }

  it('after a lost answer, the bill is read and only the second step is sent again for the payment already open', async () => {
    const id = await unionPayBill('error500');
    await pay.pressStart(store.client, 'pc');
    expect(unpaidView()).toMatchObject({ stage: 'waiting', body: 'method', instruction: { kind: 'qr' }, attemptError: null });
    expect(payCalls).toEqual(['first', 'second', 'second']);
    const made = await payments(id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ method: 'unionpay', stage: 'ready' });
  });

  it('a press after it failed reads the bill first, then sends only the second step', async () => {
    const id = await unionPayBill('drop');
    // The bill cannot be read while the outcome is checked: the attempt ends on its error.
    await store.control.fault({ pathPrefix: `/au/api/v1/invoices/info/${id}`, mode: 'error500', times: 50 });
    await pay.pressStart(store.client, 'pc');
    expect(unpaidView()).toMatchObject({ body: 'start', attemptError: 'NetworkTrouble' });
    await store.control.clearFaults();

    payCalls.length = 0;
    await pay.pressStart(store.client, 'pc');
    expect(unpaidView()).toMatchObject({ stage: 'waiting', body: 'method', instruction: { kind: 'qr' }, attemptError: null });
    expect(payCalls).toEqual(['second']);
    expect(await payments(id)).toHaveLength(1);
  });

  it('a press after it failed sends nothing when the bill was paid meanwhile', async () => {
    const id = await unionPayBill('drop', { balance: '20.00' });
    await store.control.fault({ pathPrefix: `/au/api/v1/invoices/info/${id}`, mode: 'error500', times: 50 });
    await pay.pressStart(store.client, 'pc');
    await store.control.clearFaults();
    // Paid from the balance in another tab.
    const login = $credentials.get();
    if (!login) throw new Error('the fixture is logged in');
    const paid = await store.client.call(endpoints.invoiceCreditPay, { params: { id }, body: { amount: '6.90', requestKey: newRequestKey(), ...login } });
    expect(paid).toMatchObject({ ok: true, data: { status: 'Paid' } });

    payCalls.length = 0;
    await pay.pressStart(store.client, 'pc');
    expect(pay.$payView.get()).toMatchObject({ kind: 'paid' });
    expect(payCalls).toEqual([]);
  });
});

describe('odd answers from the provider (issue 9, defects 3 and 4)', () => {
  it('the sandbox hands out an armed QR content once; "new code" asks for a new payment and gets a usable one', async () => {
    const id = await renewalBill();
    await store.control.armNextPaymentAnswer({ invoiceId: id, qrContent: '' });
    await pay.pressStart(store.client, 'pc');
    expect(unpaidView()).toMatchObject({ body: 'method', instruction: { kind: 'qr', qrContent: '' } });

    await pay.requestNewAttempt(store.client, 'pc');
    const view = unpaidView();
    expect(view).toMatchObject({ body: 'method', instruction: { kind: 'qr' } });
    expect(view.instruction?.kind === 'qr' ? view.instruction.qrContent : '').toContain('/cashier/');
    expect(await payments(id)).toHaveLength(2);
  });

  it("an armed link replaces PayPal's, and a reload with the same key is answered with the same link", async () => {
    const id = await renewalBill({ loggedIn: false });
    await pay.switchMethod(store.client, id, 'paypal');
    await store.control.armNextPaymentAnswer({ invoiceId: id, url: 'https://evil.example/' });
    await pay.pressStart(store.client, 'pc');
    expect(unpaidView()).toMatchObject({ instruction: { kind: 'redirect', url: 'https://evil.example/' } });

    pay.$attempt.set({ kind: 'idle' });
    await pay.loadInvoice(store.client, id);
    await pay.resumePayment(store.client, id, 'pc');
    expect(unpaidView()).toMatchObject({ instruction: { kind: 'redirect', url: 'https://evil.example/' } });
    expect(await payments(id)).toHaveLength(1);
  });
});
