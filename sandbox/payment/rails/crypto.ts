/**
 * Other coins than USDT TRC20: a hosted crypto checkout the provider sends the person to
 * (ADR 0058), played by the sandbox cashier, which sends the person back to the site's
 * payment page as PayPal's does. There the person pays, pays less than asked, lets the
 * checkout expire or cancels (`../settle.ts`, `settleCrypto`).
 */
import { insertPayment } from '../data.ts';
import { cashierUrl, orderPayUrl } from '../../core/links.ts';
import type { Rail } from './rail.ts';

/** How long a hosted crypto checkout holds its quote (rate and amount) before it expires. */
export const CRYPTO_WINDOW_MS = 60 * 60_000;

export const cryptoRail: Rail = {
  start({ ctx, invoice, base, now }) {
    const payment = insertPayment(ctx.db, { ...base, stage: 'ready', expiresAt: new Date(now.getTime() + CRYPTO_WINDOW_MS) });
    const back = orderPayUrl(ctx.siteOrigin, null, invoice.id);
    return { kind: 'redirect', paymentId: payment.id, url: `${cashierUrl(ctx.publicOrigin(), payment.id)}?return=${encodeURIComponent(back)}` };
  },
};
