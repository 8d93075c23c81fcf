/**
 * The strings of the payment island: the areas `PaymentScreen.astro` sends, and the
 * translator type every payment panel takes, so a key from an area the page does not
 * send fails the typecheck (ADR 0009).
 */
import type { AreaKey, AreaMessages, Translate as AnyTranslate } from '../../lib/core/i18n/t';
import type { PaymentMethodId } from '../../lib/core/contract/index';
import { paymentMethod } from '../../lib/payment/methods';
import type { QrFailureText } from '../ui/QrCode';

/**
 * `order` is sent for the payment-method labels (`order.method.*`) and the login-link
 * saver (`order.account.*`), which the payment page shares with the wizard;
 * `subscription` for the delivered service's address and app setup on the paid view.
 */
export const PAYMENT_AREAS = ['pay', 'order', 'status', 'action', 'error', 'subscription', 'email'] as const;
export type PaymentArea = (typeof PAYMENT_AREAS)[number];
export type PaymentMessages = AreaMessages<PaymentArea>;
/** The payment island's translator: only the keys of `PAYMENT_AREAS`. */
export type Translate = AnyTranslate<AreaKey<PaymentArea>>;

/**
 * The key naming the app a buyer scans a QR method's code with (copy review §4 #1: 微信,
 * not 微信支付; UnionPay's code is scanned with 雲閃付 or a bank app), from the method
 * registry. A method without a QR code falls back to its label.
 * @example scanAppKey('wechat') // 'pay.app.wechat'
 */
export function scanAppKey(method: PaymentMethodId): AreaKey<PaymentArea> {
  const app = paymentMethod(method).scanWith;
  return app ? `pay.app.${app}` : `order.method.${method}`;
}

/** The payment panels' words for a QR code that could not be drawn (ui/QrCode). */
export function qrFailureText(t: Translate): QrFailureText {
  return { title: t('pay.qr.unavailable.title'), hint: t('pay.qr.unavailable.hint'), retry: t('action.retry') };
}
