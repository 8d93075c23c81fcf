/**
 * Alipay, WeChat Pay and AlipayHK: the QR code is handed out at once and holds the
 * sandbox cashier's address (scan it, or open the payment from the control page).
 */
import type { PaymentInstruction } from '../../../src/lib/core/contract/index.ts';
import type { SandboxContext } from '../../core/context.ts';
import { insertPayment, type PaymentRow } from '../data.ts';
import { cashierUrl } from '../../core/links.ts';
import { PAYMENT_WINDOW_MS } from '../usdt.ts';
import type { Rail } from './rail.ts';

export function qrInstruction(ctx: SandboxContext, payment: PaymentRow): PaymentInstruction {
  return { kind: 'qr', paymentId: payment.id, qrContent: cashierUrl(ctx.publicOrigin(), payment.id), expiresAt: (payment.expires_at ?? payment.created_at).toISOString() };
}

export const qrRail: Rail = {
  start({ ctx, base, now }) {
    const payment = insertPayment(ctx.db, { ...base, stage: 'ready', expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS) });
    return qrInstruction(ctx, payment);
  },
};
