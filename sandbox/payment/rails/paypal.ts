/**
 * PayPal: a redirect to the sandbox cashier, which sends the person back to the site's
 * payment page (in the page's language when the cashier link names one).
 */
import { insertPayment } from '../data.ts';
import { cashierUrl, orderPayUrl } from '../../core/links.ts';
import type { Rail } from './rail.ts';

export const paypalRail: Rail = {
  start({ ctx, invoice, base }) {
    const payment = insertPayment(ctx.db, { ...base, stage: 'ready', expiresAt: null });
    const back = orderPayUrl(ctx.siteOrigin, null, invoice.id);
    return { kind: 'redirect', paymentId: payment.id, url: `${cashierUrl(ctx.publicOrigin(), payment.id)}?return=${encodeURIComponent(back)}` };
  },
};
