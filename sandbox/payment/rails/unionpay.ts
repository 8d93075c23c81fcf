/** UnionPay: the first PUT opens the payment, the second (naming it) hands out the QR code. */
import { findPayment, insertPayment, markQrReady } from '../data.ts';
import { validationFailed } from '../../core/router.ts';
import { PAYMENT_WINDOW_MS } from '../usdt.ts';
import { paymentState } from '../settle.ts';
import { qrInstruction } from './qr.ts';
import type { Rail } from './rail.ts';

export const unionpayRail: Rail = {
  start({ ctx, invoice, request, base, now }) {
    if (request.paymentId === undefined) {
      const payment = insertPayment(ctx.db, { ...base, stage: 'awaiting-qr', expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS) });
      return { kind: 'unionpay-pending', paymentId: payment.id };
    }
    const payment = findPayment(ctx.db, request.paymentId);
    if (!payment || payment.invoice_id !== invoice.id || payment.method !== 'unionpay' || paymentState(payment, now) !== 'pending') {
      throw validationFailed(['paymentId'], 'not a pending UnionPay payment of this invoice; start again without paymentId');
    }
    if (payment.stage === 'awaiting-qr') markQrReady(ctx.db, payment.id, new Date(now.getTime() + PAYMENT_WINDOW_MS));
    return qrInstruction(ctx, findPayment(ctx.db, payment.id) ?? payment);
  },
};
