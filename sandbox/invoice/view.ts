/**
 * An invoice in the contract's shape (`invoiceInfo`, `invoiceInfoPublic`, the answers of
 * `switchMethod` and `credit/pay`): amounts from the one amount rule, status and deadline
 * as a reader sees them by the sandbox clock, the last payment attempt and the delivery.
 */
import type { Invoice, InvoiceSummary } from '../../src/lib/core/contract/index.ts';
import { computeInvoiceDeadline } from '../../src/lib/invoice/expiry.ts';
import { billSettlement } from '../../src/lib/invoice/amounts.ts';
import { fromMinor } from '../../src/lib/core/rules/money.ts';
import type { SandboxContext } from '../core/context.ts';
import { findService, findUser, type UserRow } from '../core/account-rows.ts';
import { findProduct } from '../order/catalogue.ts';
import { listTransactions, type InvoiceRow, type TransactionRow } from './data.ts';
import { listPayments, type PaymentRow } from '../payment/data.ts';
import { shortPaymentCredit } from '../balance/data.ts';
import { subscriptionUrl } from '../core/links.ts';
import { effectiveInvoiceStatus } from './rules.ts';
import { effectivePaymentState } from '../payment/rules.ts';
import { serviceStateAt } from '../service/rules.ts';
import { invoiceAmountsOf, invoiceFacts } from './invoices.ts';

/** Who the invoice is from (spec section 2: invoice detail shows payer and recipient; features-2.md §3: a Hong Kong invoice's seller block). */
export const SELLER: Invoice['seller'] = {
  name: 'Skyline Network Ltd.',
  address: ['Unit 1203, 12/F, Sandbox Tower', '8 Example Road, Kwun Tong', 'Kowloon, Hong Kong'],
  registration: 'BR 00000000 (sandbox)',
  email: 'billing@skyline.example',
};

export type InvoiceView = 'owner' | 'public';

const loginPair = (ctx: SandboxContext, user: UserRow) => ({ uuid: user.uuid, hmac: ctx.signer.userHmac(user.uuid, user.link_version) });

/** Where an invoice stands now: its status as a reader sees it and its deadline (both views, list and detail). */
function standing(row: InvoiceRow, now: Date) {
  const { status, cancelReason } = effectiveInvoiceStatus(invoiceFacts(row), now);
  const deadline = computeInvoiceDeadline(row.due_at.getTime(), row.cycle, now.getTime());
  return {
    status,
    cancelReason,
    deadline: { state: deadline.state, graceEndsAt: new Date(deadline.graceEndsAt).toISOString(), payableUntil: new Date(deadline.payableUntil).toISOString() },
  };
}

/**
 * What a bill's rows settle to, by the site's own rule (rules/invoice-amounts
 * `billSettlement`): what is still owed (total − balance credit − what other methods
 * paid while the bill is Unpaid, nothing once it is paid, refunded or cancelled) and
 * what was refunded.
 */
function settlementOf(status: Invoice['status'], row: InvoiceRow, transactions: readonly TransactionRow[]) {
  return billSettlement(
    status,
    invoiceAmountsOf(row),
    row.payment_method,
    transactions.map((transaction) => ({ type: transaction.type, method: transaction.method, amountMinor: transaction.amount_cents })),
  );
}

/** The plan a bill is for, by its product id (a plan's name is a brand name, the same in every language). */
function productNameOf(ctx: SandboxContext, row: InvoiceRow): string {
  const product = findProduct(ctx.db, row.pid);
  if (!product) throw new Error(`invoice ${row.id} names a missing product ${row.pid}`);
  return product.name;
}

/** The invoice as a bill list shows it (`invoiceList`), from the same pieces as the detail. */
export function summarizeInvoice(ctx: SandboxContext, row: InvoiceRow, relid: number, now = ctx.clock.now()): InvoiceSummary {
  const { status, cancelReason, deadline } = standing(row, now);
  const settlement = settlementOf(status, row, listTransactions(ctx.db, row.id));
  return {
    id: row.id,
    status,
    cancelReason,
    createdAt: row.created_at.toISOString(),
    dueAt: row.due_at.toISOString(),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    serviceId: row.service_id,
    relid,
    cycle: row.cycle,
    isRenewal: row.is_renewal,
    description: row.description,
    productName: productNameOf(ctx, row),
    currency: row.currency,
    total: fromMinor(invoiceAmountsOf(row).totalMinor),
    balanceDue: fromMinor(settlement.owedMinor),
    refunded: fromMinor(settlement.refundedMinor),
    paymentMethod: row.payment_method,
    deadline,
  };
}

/**
 * The invoice in the contract's shape. The public (no-login) view leaves out the
 * payer's email and the delivery, which carries the login and the subscription address.
 * Payer and seller are as they were when the bill was issued (`payer_email` is frozen
 * then; the seller is one constant, `SELLER`).
 */
export function describeInvoice(ctx: SandboxContext, row: InvoiceRow, view: InvoiceView, now = ctx.clock.now()): Invoice {
  const { status, cancelReason, deadline } = standing(row, now);
  const amounts = invoiceAmountsOf(row);
  const transactions = listTransactions(ctx.db, row.id);
  const last = listPayments(ctx.db, row.id)[0];
  const owner = view === 'owner' ? findUser(ctx.db, row.user_uuid) : undefined;
  return {
    id: row.id,
    status,
    cancelReason,
    createdAt: row.created_at.toISOString(),
    dueAt: row.due_at.toISOString(),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    serviceId: row.service_id,
    cycle: row.cycle,
    isRenewal: row.is_renewal,
    items: [
      {
        description: row.description,
        productName: productNameOf(ctx, row),
        serviceId: row.service_id,
        cycle: row.cycle,
        periodStart: row.period_start.toISOString(),
        periodEnd: row.period_end.toISOString(),
        amount: fromMinor(amounts.subtotalMinor),
      },
    ],
    currency: row.currency,
    subtotal: fromMinor(amounts.subtotalMinor),
    discount: fromMinor(amounts.discountMinor),
    fee: fromMinor(amounts.feeMinor),
    credit: fromMinor(amounts.creditMinor),
    total: fromMinor(amounts.totalMinor),
    balanceDue: fromMinor(settlementOf(status, row, transactions).owedMinor),
    paymentMethod: row.payment_method,
    deadline,
    payerEmail: owner ? row.payer_email : null,
    seller: SELLER,
    transactions: transactions.map((transaction) => ({
      id: transaction.id,
      at: transaction.at,
      type: transaction.type,
      method: transaction.method,
      amount: fromMinor(transaction.amount_cents),
    })),
    lastPayment: last ? describeLastPayment(ctx, row.id, last, now) : null,
    delivery: owner && status === 'Paid' ? describeDelivery(ctx, row.service_id, owner, now) : null,
  };
}

/** The bill's newest attempt; a declined one whose money arrived short says how much arrived. */
function describeLastPayment(ctx: SandboxContext, invoiceId: number, last: PaymentRow, now: Date): NonNullable<Invoice['lastPayment']> {
  const state = effectivePaymentState({ state: last.state, expiresAt: last.expires_at, confirmations: last.confirmations }, now);
  const described = { paymentId: last.id, method: last.method, state, at: (last.settled_at ?? last.created_at).toISOString() };
  const received = state === 'declined' && last.settled_at ? shortPaymentCredit(ctx.db, invoiceId, last.settled_at) : null;
  return received === null ? described : { ...described, received: fromMinor(received) };
}

function describeDelivery(ctx: SandboxContext, serviceId: number, owner: UserRow, now: Date): Invoice['delivery'] {
  const service = findService(ctx.db, serviceId);
  if (!service) return null;
  const state = serviceStateAt(
    { status: service.status, expiresAt: service.expires_at, usedBytes: service.used_bytes, resetAt: service.reset_at, throttledMbps: service.speed_limit_mbps },
    now,
  );
  return {
    serviceId: service.id,
    status: state.status,
    expiresAt: service.expires_at.toISOString(),
    subscriptionUrl: state.status === 'Active' ? subscriptionUrl(ctx.publicOrigin(), service.id, ctx.signer.subscriptionHmac(service.id, service.link_version)) : null,
    login: loginPair(ctx, owner),
  };
}
