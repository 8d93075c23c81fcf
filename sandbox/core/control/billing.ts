/**
 * The payment rails' side of the control surface: the cashier page a person pays or
 * declines on (what a wallet app or PayPal would show), and the JSON API tests drive
 * the same things with (payments, the USDT chain, Stripe test cards, promotions).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLocale } from '../../../src/lib/core/i18n/locales.ts';
import { fromMinor } from '../../../src/lib/core/rules/money.ts';
import { paymentMethod } from '../../../src/lib/payment/methods.ts';
import { invoiceFacts, unpaidMinor } from '../../invoice/invoices.ts';
import { confirmCard } from '../../payment/rails/card.ts';
import { advanceUsdt } from '../../payment/rails/usdt.ts';
import { completePayment, declinePayment, RailRefusal, requirePayment, settleCrypto } from '../../payment/settle.ts';
import type { SandboxContext } from '../context.ts';
import { insertPromotion, listPromotions, findPromotion, toPromotion } from '../../order/catalogue.ts';
import { findInvoice, type InvoiceRow } from '../../invoice/data.ts';
import { findPayment, listPayments } from '../../payment/data.ts';
import { sendHtml, sendJson } from '../http.ts';
import { CASHIER_PATH, orderPayUrl, safeReturnUrl } from '../links.ts';
import { ProviderError } from '../router.ts';
import { paymentBlock } from '../../invoice/rules.ts';
import { layout } from './html.ts';
import { renderCashier, type CashierPage } from './pages.ts';
import { ControlError, parseWith, readForm, readJson } from './request.ts';
import { CardConfirm, NextAnswerSpec, PromotionSpec, UsdtOccupancyChange, type PaymentView } from './schemas.ts';
import { describePayment } from './views.ts';

const DAY_MS = 24 * 3600_000;
const API = '/__sandbox/api';

/** What the cashier says for the provider's refusals (the page shows it to a person). */
function describeRefusal(name: string): string {
  switch (name) {
    case 'InvoicePaid':
      return 'This invoice is already paid.';
    case 'OrderTimedOut':
      return 'This order timed out (unpaid for 24 hours); place a new order on the site.';
    case 'InvoiceCancelled':
      return 'This invoice was cancelled.';
    case 'InvoiceExpired':
      return 'This invoice is past its payable date; place a new order on the site.';
    case 'NotFound':
      return 'Not found.';
    default:
      return name;
  }
}

/** Runs a rail action; the provider's and the rails' refusals become control errors. */
function rail<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ProviderError) throw new ControlError(error.status, error.errorName, error.publicMessage ?? describeRefusal(error.errorName), error.fields);
    if (error instanceof RailRefusal) throw new ControlError(error.status, error.errorName, error.message, undefined, error.code);
    throw error;
  }
}

/**
 * Where PayPal sends the person back: the cashier link's `return` when it is on the
 * site's own origin, else the site's payment page in `lang`, or without a language (the
 * site then puts the visitor's stored one in front).
 */
function returnUrlOf(ctx: SandboxContext, url: URL, invoiceId: number): string {
  const lang = url.searchParams.get('lang');
  return safeReturnUrl(ctx.siteOrigin, url.searchParams.get('return')) ?? orderPayUrl(ctx.siteOrigin, isLocale(lang) ? lang : null, invoiceId);
}

function cashierPage(ctx: SandboxContext, payment: PaymentView, invoice: InvoiceRow, url: URL, notice: CashierPage['notice']): CashierPage {
  return {
    payment,
    invoiceDescription: invoice.description,
    balanceDue: fromMinor(unpaidMinor(invoice)),
    blocked: payment.state === 'pending' ? paymentBlock(invoiceFacts(invoice), ctx.clock.now()) : null,
    notice,
    formAction: `${url.pathname}${url.search}`,
    returnUrl: paymentMethod(payment.method).panel === 'redirect' ? returnUrlOf(ctx, url, invoice.id) : null,
  };
}

async function cashier(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL, paymentId: string): Promise<void> {
  const found = findPayment(ctx.db, paymentId);
  const invoice = found ? findInvoice(ctx.db, found.invoice_id) : undefined;
  if (!found || !invoice) {
    sendHtml(response, 404, layout('Cashier', '<h2>Cashier</h2><p class="bad">No such payment. Go back to the site and start paying again.</p>'));
    return;
  }
  const formTargets = [ctx.siteOrigin];
  if (request.method === 'GET') {
    sendHtml(response, 200, renderCashier(cashierPage(ctx, describePayment(ctx, found), invoice, url, null)), formTargets);
    return;
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'GET, POST', 'cache-control': 'no-store' }).end();
    return;
  }
  const action = (await readForm(request)).action;
  try {
    if (action === 'pay') rail(() => completePayment(ctx, paymentId));
    else if (action === 'decline') rail(() => declinePayment(ctx, paymentId));
    else if (action === 'underpay' || action === 'expire' || action === 'cancel') rail(() => settleCrypto(ctx, paymentId, action));
    else throw new ControlError(400, 'ValidationFailed', 'action must be pay, decline, underpay, expire or cancel', ['action']);
  } catch (error) {
    if (!(error instanceof ControlError)) throw error;
    const again = findPayment(ctx.db, paymentId) ?? found;
    const page = cashierPage(ctx, describePayment(ctx, again), findInvoice(ctx.db, again.invoice_id) ?? invoice, url, { kind: 'error', text: error.message });
    sendHtml(response, error.status, renderCashier(page), formTargets);
    return;
  }
  // A redirect (PayPal, the crypto checkout) takes the person back to the site; a wallet's QR page just says it is done.
  const location = paymentMethod(found.method).panel === 'redirect' ? returnUrlOf(ctx, url, invoice.id) : `${url.pathname}${url.search}`;
  response.writeHead(303, { location, 'cache-control': 'no-store' }).end();
}

/** Answers the billing routes of the control surface; false when the path is not one of them. */
export async function routeBilling(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname;
  const method = request.method ?? 'GET';

  const cashierMatch = path.startsWith(CASHIER_PATH) ? /^([A-Za-z0-9_]{1,64})$/.exec(path.slice(CASHIER_PATH.length)) : null;
  if (cashierMatch?.[1]) {
    await cashier(ctx, request, response, url, cashierMatch[1]);
    return true;
  }

  if (method === 'GET' && path === `${API}/payments`) {
    const invoiceId = Number(url.searchParams.get('invoiceId'));
    if (!Number.isSafeInteger(invoiceId) || invoiceId <= 0) throw new ControlError(400, 'ValidationFailed', 'invoiceId: a positive integer is required', ['invoiceId']);
    const now = ctx.clock.now();
    // Oldest first: the newest attempt is the last one.
    sendJson(response, 200, listPayments(ctx.db, invoiceId).reverse().map((payment) => describePayment(ctx, payment, now)));
    return true;
  }

  if (method === 'POST' && path === `${API}/payments/next-answer`) {
    const spec = parseWith(NextAnswerSpec, await readJson(request));
    if (!findInvoice(ctx.db, spec.invoiceId)) throw new ControlError(404, 'NotFound', `no invoice ${spec.invoiceId}`, ['invoiceId']);
    ctx.nextAnswers.set(spec.invoiceId, { qrContent: spec.qrContent, url: spec.url });
    sendJson(response, 201, { invoiceId: spec.invoiceId, qrContent: spec.qrContent ?? null, url: spec.url ?? null });
    return true;
  }

  const settle = /^\/__sandbox\/api\/payments\/([A-Za-z0-9_]{1,64})\/(pay|decline)$/.exec(path);
  if (method === 'POST' && settle?.[1]) {
    const id = settle[1];
    const payment = rail(() => (settle[2] === 'pay' ? completePayment(ctx, id) : declinePayment(ctx, id)));
    sendJson(response, 200, describePayment(ctx, payment));
    return true;
  }

  const advance = /^\/__sandbox\/api\/usdt\/(\d{1,12})\/advance$/.exec(path);
  if (method === 'POST' && advance?.[1]) {
    const invoiceId = Number(advance[1]);
    sendJson(response, 200, rail(() => advanceUsdt(ctx, invoiceId)));
    return true;
  }

  if (path === `${API}/usdt/occupied` && (method === 'GET' || method === 'POST')) {
    const pool = ctx.usdtPool;
    if (method === 'POST') {
      const change = parseWith(UsdtOccupancyChange, await readJson(request));
      if (change.invoiceId === undefined) {
        pool.allOccupied = change.occupied;
        if (!change.occupied) pool.occupiedInvoices.clear();
      } else if (change.occupied) {
        pool.occupiedInvoices.add(change.invoiceId);
      } else {
        pool.occupiedInvoices.delete(change.invoiceId);
      }
    }
    sendJson(response, 200, { allOccupied: pool.allOccupied, occupiedInvoices: [...pool.occupiedInvoices].sort((a, b) => a - b) });
    return true;
  }

  if (method === 'POST' && path === `${API}/stripe/confirm`) {
    const body = parseWith(CardConfirm, await readJson(request));
    const result = rail(() => confirmCard(ctx, body));
    if (result.kind === 'setup') {
      sendJson(response, 200, { setupIntent: { id: result.setupId, status: 'succeeded', paymentMethod: result.pmId } });
      return true;
    }
    const payment = requirePayment(ctx, result.paymentId);
    if (payment.state === 'declined') throw new ControlError(402, 'CardDeclined', 'Your card was declined.', undefined, 'card_declined');
    sendJson(response, 200, { paymentIntent: { id: payment.id, status: 'succeeded' }, payment: describePayment(ctx, payment) });
    return true;
  }

  if (path === `${API}/promotions` && method === 'GET') {
    sendJson(response, 200, listPromotions(ctx.db).map(toPromotion));
    return true;
  }
  if (path === `${API}/promotions` && method === 'POST') {
    const spec = parseWith(PromotionSpec, await readJson(request));
    if (spec.type === 'percent' && Number(spec.value) > 100) throw new ControlError(400, 'ValidationFailed', 'value: a percentage is at most 100', ['value']);
    if (spec.cycles?.includes('Trial')) throw new ControlError(400, 'ValidationFailed', 'cycles: a coupon never applies to the trial', ['cycles']);
    const now = ctx.clock.now();
    const stored = insertPromotion(ctx.db, {
      code: spec.code,
      type: spec.type,
      value: spec.value,
      cycles: spec.cycles ?? [],
      pids: spec.pids ?? [],
      expiresAt: spec.expiresInDays === undefined ? null : new Date(now.getTime() + spec.expiresInDays * DAY_MS),
    });
    if (!stored) throw new ControlError(409, 'PromotionExists', `a promotion ${spec.code.toUpperCase()} exists`, ['code']);
    const promotion = findPromotion(ctx.db, spec.code);
    if (!promotion) throw new Error(`promotion ${spec.code} vanished right after it was stored`);
    sendJson(response, 201, toPromotion(promotion));
    return true;
  }
  return false;
}
