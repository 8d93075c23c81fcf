/** Accounts and payments as the control surface shows them: with login links and live statuses. */
import { fromMinor } from '../../../src/lib/core/rules/money.ts';
import { isNeverPaid } from '../accounts.ts';
import { toServiceDetail } from '../../account/routes.ts';
import { invoiceFacts } from '../../invoice/invoices.ts';
import { summarizeInvoice } from '../../invoice/view.ts';
import { describeUsdt } from '../../payment/rails/usdt.ts';
import { paymentState } from '../../payment/settle.ts';
import type { SandboxContext } from '../context.ts';
import { listServices, listUsers, type UserRow } from '../account-rows.ts';
import { findInvoice, listInvoicesOfService } from '../../invoice/data.ts';
import type { PaymentRow } from '../../payment/data.ts';
import { cashierUrl, loginLinks } from '../links.ts';
import { effectiveInvoiceStatus } from '../../invoice/rules.ts';
import type { AccountView, InvoiceSummary, PaymentView } from './schemas.ts';

/** A service's bills, oldest first, summarised as the bill list does. */
function invoiceSummaries(ctx: SandboxContext, service: { id: number; relid: number }, now: Date): InvoiceSummary[] {
  return listInvoicesOfService(ctx.db, service.id).map((invoice) => {
    const { id, status, cancelReason, isRenewal, cycle, createdAt, dueAt, balanceDue, refunded } = summarizeInvoice(ctx, invoice, service.relid, now);
    return { id, status, cancelReason, isRenewal, cycle, createdAt, dueAt, balanceDue, refunded };
  });
}

export function describeAccount(ctx: SandboxContext, user: UserRow, now = ctx.clock.now()): AccountView {
  const hmac = ctx.signer.userHmac(user.uuid, user.link_version);
  const links = loginLinks(ctx.siteOrigin, user.uuid, hmac);
  return {
    label: user.label,
    origin: user.origin,
    uuid: user.uuid,
    hmac,
    loginUrl: links.fragment,
    loginQueryUrl: links.query,
    email: user.email,
    emailStatus: user.email_status,
    createdAt: user.created_at.toISOString(),
    balance: fromMinor(user.balance_cents),
    closedAt: user.closed_at ? user.closed_at.toISOString() : null,
    services: listServices(ctx.db, user.uuid).map((row) => {
      const detail = toServiceDetail(ctx, row, now);
      return { ...detail, neverPaid: isNeverPaid(row), usedBytes: detail.usage.usedBytes, invoices: invoiceSummaries(ctx, row, now) };
    }),
  };
}

/** Every account, demo accounts first (they were made first). */
export function describeAccounts(ctx: SandboxContext): AccountView[] {
  const now = ctx.clock.now();
  return listUsers(ctx.db).map((user) => describeAccount(ctx, user, now));
}

export function describePayment(ctx: SandboxContext, payment: PaymentRow, now = ctx.clock.now()): PaymentView {
  const invoice = findInvoice(ctx.db, payment.invoice_id);
  if (!invoice) throw new Error(`payment ${payment.id} names a missing invoice ${payment.invoice_id}`);
  return {
    paymentId: payment.id,
    invoiceId: payment.invoice_id,
    method: payment.method,
    state: paymentState(payment, now),
    stage: payment.stage,
    amount: fromMinor(payment.amount_cents),
    currency: payment.currency,
    createdAt: payment.created_at.toISOString(),
    expiresAt: payment.expires_at ? payment.expires_at.toISOString() : null,
    settledAt: payment.settled_at ? payment.settled_at.toISOString() : null,
    cashierUrl: cashierUrl(ctx.publicOrigin(), payment.id),
    invoiceStatus: effectiveInvoiceStatus(invoiceFacts(invoice), now).status,
    usdt: payment.method === 'usdt' ? describeUsdt(payment, now) : null,
  };
}
