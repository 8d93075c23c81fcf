/**
 * Every mail the sandbox sends, in the language of the person it goes to: the account's
 * (kept from the page language of its last order) or, for mail that has no account
 * behind it (support receipts, retain offers), the page's the request came from. Links
 * lead to pages in that language; amounts and dates are formatted by the site's own
 * `format.ts`, dates in Hong Kong time.
 */
import { formatDate, formatMoney } from '../../../src/lib/core/i18n/format.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../src/lib/core/i18n/locales.ts';
import type { Minor } from '../../../src/lib/invoice/amounts.ts';
import { shareOf } from '../../../src/lib/core/rules/money.ts';
import { RETAIN_FREE_TRIAL_DAYS, RETAIN_TRIAL_PRICE_PERCENT, retainDiscountLabel, TRIAL_DAYS } from '../../../src/lib/order/offers.ts';
import type { SandboxContext } from '../context.ts';
import type { UserRow } from '../account-rows.ts';
import { catalogueProduct, money, priceOf, STANDARD_PID } from '../../order/catalogue.ts';
import type { InvoiceRow } from '../../invoice/data.ts';
import { sendMail } from './store.ts';
import { emailVerifyUrl, loginLinks, orderPlaceUrl } from '../links.ts';
import { MAIL_TEXTS, type LoginLinkReason, type SupportReceipt } from './texts.ts';

export type { LoginLinkReason } from './texts.ts';

/** What a bill is for, in `lang`: the product and the cycle's name, "Renewal:" first when it is one. */
export function billItem(lang: Locale, bill: { productName: string; cycle: InvoiceRow['cycle']; isRenewal: boolean }): string {
  const text = MAIL_TEXTS[lang];
  return text.item(bill.productName, text.cycle[bill.cycle], bill.isRenewal);
}

/**
 * Mails an account its login link (nothing happens without an email): a welcome for a
 * new account, or word that an order was placed with its address.
 */
export function mailLoginLink(ctx: SandboxContext, user: UserRow, now: Date, reason: LoginLinkReason = { kind: 'welcome' }): void {
  if (user.email === null) return;
  const link = loginLinks(ctx.siteOrigin, user.uuid, ctx.signer.userHmac(user.uuid, user.link_version), user.lang).fragment;
  sendMail(ctx.db, { to: user.email, kind: 'login-link', ...MAIL_TEXTS[user.lang].loginLink({ link, reason }) }, now);
}

/**
 * The login page asked for the login link of `email` (au/latestinfo, ADR 0032): written in
 * the page's language whatever the address, so the work is the same for a known and an
 * unknown one; sent only to an account's bound, verified address.
 */
export function mailAskedLoginLink(ctx: SandboxContext, request: { email: string; user: UserRow | undefined; lang: Locale }, now: Date): void {
  const user = request.user;
  const uuid = user?.uuid ?? 'unknown-account';
  const link = loginLinks(ctx.siteOrigin, uuid, ctx.signer.userHmac(uuid, user?.link_version ?? 1), request.lang).fragment;
  const mail = { to: request.email, kind: 'login-link', ...MAIL_TEXTS[request.lang].loginLink({ link, reason: { kind: 'asked' } }) };
  if (user?.email && user.email_status === 'verified') sendMail(ctx.db, { ...mail, to: user.email }, now);
}

/** Tells the account its bill was paid and until when the service now runs. */
export function mailPaymentReceived(
  ctx: SandboxContext,
  user: UserRow,
  bill: { invoice: InvoiceRow; productName: string; paidMinor: Minor; activeUntil: Date },
  now: Date,
): void {
  if (user.email === null) return;
  const { invoice } = bill;
  const text = MAIL_TEXTS[user.lang].paymentReceived({
    billId: invoice.id,
    item: billItem(user.lang, { productName: bill.productName, cycle: invoice.cycle, isRenewal: invoice.is_renewal }),
    amount: formatMoney(user.lang, money(bill.paidMinor, invoice.currency)),
    activeUntil: formatDate(user.lang, bill.activeUntil.toISOString()),
  });
  sendMail(ctx.db, { to: user.email, kind: 'payment-received', ...text }, now);
}

/** The help desk's receipt of a support request, in the language of the page it was sent from. */
export function mailSupportReceipt(ctx: SandboxContext, request: SupportReceipt & { to: string; lang: Locale | undefined }, now: Date): void {
  const { requestId, subject, comment, replyHours, attachments, callback } = request;
  const text = MAIL_TEXTS[request.lang ?? DEFAULT_LOCALE].supportReceipt({ requestId, subject, comment, replyHours, attachments, callback });
  sendMail(ctx.db, { to: request.to, kind: 'support-request', ...text }, now);
}

/** The retain popup's offer, in the language of the page it was asked for on, linking back to its order page. */
export function mailRetainOffer(ctx: SandboxContext, request: { to: string; lang: Locale | undefined; offer: 'free-trial' | 'discount-trial' }, now: Date): void {
  const lang = request.lang ?? DEFAULT_LOCALE;
  const text = MAIL_TEXTS[lang];
  const link = orderPlaceUrl(ctx.siteOrigin, lang);
  if (request.offer === 'free-trial') {
    sendMail(ctx.db, { to: request.to, kind: 'retain-free-trial', ...text.retainFreeTrial({ days: RETAIN_FREE_TRIAL_DAYS, link }) }, now);
    return;
  }
  const standard = catalogueProduct(STANDARD_PID);
  const trial = standard ? priceOf(standard, 'Trial') : undefined;
  const offered = money(shareOf(trial?.cents ?? 0, RETAIN_TRIAL_PRICE_PERCENT * 100), trial?.currency);
  const mail = text.retainDiscountTrial({ days: TRIAL_DAYS, amount: formatMoney(lang, offered), discount: retainDiscountLabel(lang), link });
  sendMail(ctx.db, { to: request.to, kind: 'retain-discount-trial', ...mail }, now);
}

/**
 * The email binding's code and its link to the page that asked (the service page, or
 * `user/account` when `serviceId` is null), in the language of that page.
 */
export function mailEmailCode(
  ctx: SandboxContext,
  request: { to: string; lang: Locale; serviceId: number | null; code: string; timestamp: number; sign: string; minutes: number },
  now: Date,
): void {
  const link = emailVerifyUrl(ctx.siteOrigin, request.lang, request.serviceId, { email: request.to, code: request.code, timestamp: request.timestamp, sign: request.sign });
  sendMail(ctx.db, { to: request.to, kind: 'email-verification', ...MAIL_TEXTS[request.lang].emailCode({ code: request.code, minutes: request.minutes, link }) }, now);
}

/** Tells a verified email that the login link was reset, with the new one (nothing without a verified email). */
export function mailLinkReset(ctx: SandboxContext, user: UserRow, lang: Locale, subscriptionChanged: boolean, now: Date): void {
  if (user.email === null || user.email_status !== 'verified') return;
  const link = loginLinks(ctx.siteOrigin, user.uuid, ctx.signer.userHmac(user.uuid, user.link_version), lang).fragment;
  sendMail(ctx.db, { to: user.email, kind: 'link-reset', ...MAIL_TEXTS[lang].linkReset({ link, subscriptionChanged }) }, now);
}
