/** The control surface's HTML pages: accounts and clock, the mailbox, and the cashier. */
import type { PaymentMethodId } from '../../../src/lib/core/contract/index.ts';
import type { StoredMail } from '../mail/store.ts';
import { DEMO_ACCOUNTS } from '../db/seed.ts';
import { FAIR_USE_BYTES } from '../../service/rules.ts';
import { escapeHtml, layout } from './html.ts';
import type { AccountView, ClockView, PaymentView } from './schemas.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** The clock buttons: each posts `advanceMs` to /__sandbox/clock. */
export const CLOCK_STEPS: readonly { label: string; ms: number }[] = [
  { label: '+1 hour', ms: HOUR_MS },
  { label: '+3 hours', ms: 3 * HOUR_MS },
  { label: '+1 day', ms: DAY_MS },
  { label: '+7 days', ms: 7 * DAY_MS },
  { label: '+60 days', ms: 60 * DAY_MS },
];

/** @example formatOffset(90_000_000) // '+1 d 1 h 0 min' */
export function formatOffset(ms: number): string {
  if (ms === 0) return 'none (real time)';
  const sign = ms < 0 ? '−' : '+';
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return `${sign}${days > 0 ? `${days} d ` : ''}${hours} h ${minutes % 60} min`;
}

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;
const day = (iso: string) => iso.slice(0, 10);

function clockSection(clock: ClockView): string {
  const buttons = CLOCK_STEPS.map((step) => `<button name="advanceMs" value="${step.ms}">${escapeHtml(step.label)}</button>`).join('\n');
  return `<section>
<h2>Clock</h2>
<p>Sandbox time: <strong>${escapeHtml(clock.now)}</strong> <span class="muted">(offset ${escapeHtml(formatOffset(clock.offsetMs))})</span></p>
<form method="post" action="/__sandbox/clock" class="row">
${buttons}
<button name="reset" value="true">Reset to real time</button>
</form>
<p class="muted">Expiry, usage resets and human-check lifetimes follow this clock. Moving it back undoes derived changes.</p>
</section>`;
}

function invoiceLine(invoices: AccountView['services'][number]['invoices']): string {
  if (invoices.length === 0) return '';
  const items = invoices.map(
    (invoice) =>
      `#${escapeHtml(invoice.id)} ${escapeHtml(invoice.status)}${invoice.isRenewal ? ' renewal' : ''}${invoice.status === 'Unpaid' ? ` (due ${escapeHtml(day(invoice.dueAt))}, ${escapeHtml(invoice.balanceDue)} to pay)` : ''}${invoice.refunded !== '0.00' ? ` (${escapeHtml(invoice.refunded)} refunded)` : ''}`,
  );
  return `<br><span class="muted">Invoices: ${items.join(' · ')}</span>`;
}

function accountCard(account: AccountView): string {
  const about = DEMO_ACCOUNTS.find((demo) => account.origin === 'demo' && demo.label === account.label)?.about;
  const services = account.services.length
    ? `<ul>${account.services
        .map(
          (service) =>
            `<li><span class="status">${escapeHtml(service.status)}${service.neverPaid ? ' (never paid)' : ''}</span> #${escapeHtml(service.id)} · ${escapeHtml(service.productName)} · ${escapeHtml(service.cycle)} · ${escapeHtml(service.price.amount)} ${escapeHtml(service.price.currency)} · expires ${escapeHtml(day(service.expiresAt))}${service.renewalCancelledAt ? ` (renewal cancelled ${escapeHtml(day(service.renewalCancelledAt))})` : ''} · used ${escapeHtml(gb(service.usedBytes))}${service.usedBytes >= FAIR_USE_BYTES ? ' (over fair use)' : ''} · devices ${escapeHtml(service.devicesInUse)}/${escapeHtml(service.deviceLimit)}${service.addons.length ? ` · ${escapeHtml(service.addons.length)} add-on pack(s)` : ''}${invoiceLine(service.invoices)}</li>`,
        )
        .join('')}</ul>`
    : '<p class="muted">No services.</p>';
  return `<article class="card">
<h3>${escapeHtml(account.label ?? '(no label)')} <span class="muted">· ${escapeHtml(account.origin)}</span></h3>
${about ? `<p class="muted">${escapeHtml(about)}</p>` : ''}
<dl>
<dt>Email</dt><dd>${account.email === null ? `<span class="muted">no email (${escapeHtml(account.emailStatus)})</span>` : `${escapeHtml(account.email)} <span class="muted">(${escapeHtml(account.emailStatus)})</span>`}</dd>
<dt>User id</dt><dd><code>${escapeHtml(account.uuid)}</code></dd>
<dt>Login (fragment)</dt><dd><a href="${escapeHtml(account.loginUrl)}" rel="noreferrer">${escapeHtml(account.loginUrl)}</a></dd>
<dt>Login (query)</dt><dd><a href="${escapeHtml(account.loginQueryUrl)}" rel="noreferrer">${escapeHtml(account.loginQueryUrl)}</a></dd>
<dt>Balance</dt><dd>${escapeHtml(account.balance)} USD</dd>
<dt>Services</dt><dd>${services}</dd>
<dt>Closed</dt><dd>${account.closedAt === null ? `<span class="muted">no</span> <form method="post" action="/__sandbox/accounts/${escapeHtml(encodeURIComponent(account.uuid))}/close" class="row"><button>Close this account</button></form>` : `since ${escapeHtml(account.closedAt)} <span class="muted">(every call for it answers 403 AccountClosed)</span>`}</dd>
</dl>
</article>`;
}

function paymentsSection(payments: readonly PaymentView[]): string {
  if (payments.length === 0) return '';
  const rows = payments
    .map(
      (payment) =>
        `<li><span class="status">${escapeHtml(payment.state)}</span> ${escapeHtml(METHOD_LABELS[payment.method])} · invoice #${escapeHtml(payment.invoiceId)} (${escapeHtml(payment.invoiceStatus)}) · ${escapeHtml(payment.amount)} ${escapeHtml(payment.currency)} · <a href="${escapeHtml(payment.cashierUrl)}">cashier</a></li>`,
    )
    .join('');
  return `<section><h2>Recent payments</h2><ul>${rows}</ul><p class="muted">Open the cashier to pay or decline a pending payment, as the person would in their wallet app.</p></section>`;
}

export function renderOverview(accounts: AccountView[], clock: ClockView, mailCount: number, payments: readonly PaymentView[] = []): string {
  const demo = accounts.filter((account) => account.origin === 'demo');
  const others = accounts.filter((account) => account.origin !== 'demo');
  return layout(
    'Accounts and clock',
    `${clockSection(clock)}
${paymentsSection(payments)}
<section>
<h2>Demo accounts</h2>
${demo.length ? demo.map(accountCard).join('\n') : '<p class="muted">No demo accounts (the sandbox was started without them).</p>'}
</section>
${others.length ? `<section><h2>Other accounts (fixtures and sign-ups)</h2>${others.map(accountCard).join('\n')}</section>` : ''}
<section>
<h2>Mailbox</h2>
<p><a href="/__sandbox/mailbox">${escapeHtml(mailCount)} mail${mailCount === 1 ? '' : 's'}</a> the provider would have sent.</p>
</section>
<section>
<h2>Migrations and marketing mail</h2>
<p><a href="/__sandbox/migrations">Migrations to the other platform, its registered emails, and marketing mail with one-click unsubscribe</a>.</p>
</section>
<section>
<h2>Affiliate money</h2>
<p><a href="/__sandbox/affiliate">Inviters' booked bills and withdrawals, with the operator's buttons; the bonus rate; refunds and chargebacks</a>.</p>
</section>`,
  );
}

/** A mail's extra headers, as a mail client would receive them (`List-Unsubscribe: <https://…>`). */
function mailHeaders(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return lines.length === 0 ? '' : `<pre aria-label="Headers" class="muted">${escapeHtml(lines.join('\n'))}</pre>\n`;
}

export function renderMailbox(mails: StoredMail[], to: string | null): string {
  const filter = `<form method="get" action="/__sandbox/mailbox" class="row">
<input type="search" name="to" placeholder="Recipient" value="${escapeHtml(to ?? '')}" aria-label="Recipient">
<button>Filter</button>${to ? ' <a href="/__sandbox/mailbox">Show all</a>' : ''}
</form>`;
  const list = mails.length
    ? mails
        .map(
          (mail) => `<article class="card">
<h3>${escapeHtml(mail.subject)}</h3>
<p class="muted">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.createdAt)}</p>
${mailHeaders(mail.headers)}<pre>${escapeHtml(mail.body)}</pre>
</article>`,
        )
        .join('\n')
    : '<p class="muted">No mail yet.</p>';
  return layout('Mailbox', `<h2>Mailbox${to ? ` for ${escapeHtml(to)}` : ''}</h2>\n${filter}\n${list}`);
}

export const METHOD_LABELS: Record<PaymentMethodId, string> = {
  alipay: 'Alipay',
  wechat: 'WeChat Pay',
  alipayhk: 'Alipay HK',
  unionpay: 'UnionPay QR',
  card: 'Card (Stripe)',
  googlepay: 'Google Pay (Stripe)',
  usdt: 'USDT (TRC20)',
  crypto: 'Crypto checkout (BTC, ETH, USDC…)',
  paypal: 'PayPal',
  balance: 'Account balance',
};

export interface CashierPage {
  payment: PaymentView;
  invoiceDescription: string;
  /** What the invoice still asks for. */
  balanceDue: string;
  /** Why the invoice cannot be paid any more (an error name), or null. */
  blocked: string | null;
  /** The outcome of the last action, or a refusal. */
  notice: { kind: 'ok' | 'error'; text: string } | null;
  /** Path and query the buttons post to (the page's own). */
  formAction: string;
  /** Where a redirect payment (PayPal) goes back to on the site. */
  returnUrl: string | null;
}

function cashierStatus(page: CashierPage): string {
  const { payment } = page;
  const back = page.returnUrl ? ` <a href="${escapeHtml(page.returnUrl)}" rel="noreferrer">Return to the site</a>` : '';
  if (payment.state === 'paid') return `<p class="ok"><strong>Paid.</strong> You can close this page.${back}</p>`;
  if (payment.state === 'declined') return `<p class="bad"><strong>Declined.</strong> The invoice stays unpaid; go back to the site to pay again.${back}</p>`;
  if (payment.state === 'expired') return `<p class="bad"><strong>Expired.</strong> This payment can no longer be used; go back to the site and pay again.</p>`;
  if (page.blocked) return `<p class="bad"><strong>This invoice can no longer be paid</strong> (${escapeHtml(page.blocked)}).</p>`;
  if (payment.stage === 'awaiting-qr') return `<p class="muted">UnionPay: waiting for the site's second request, which shows the QR code. Reload this page after it.</p>`;
  // The hosted crypto checkout's own endings: sent too little, the quote ran out, cancelled (ADR 0058).
  const crypto =
    payment.method === 'crypto'
      ? `
<button name="action" value="underpay">Pay less than asked (half)</button>
<button name="action" value="expire">Let the quote expire</button>
<button name="action" value="cancel">Cancel and return</button>`
      : '\n<button name="action" value="decline">Decline</button>';
  return `<form method="post" action="${escapeHtml(page.formAction)}" class="row">
<button name="action" value="pay" class="primary">Pay</button>${crypto}
</form>
<p class="muted">Nothing is charged: this page stands in for ${escapeHtml(METHOD_LABELS[payment.method])}.</p>`;
}

/** The cashier: what a wallet app or PayPal would show, with Pay and Decline. */
export function renderCashier(page: CashierPage): string {
  const { payment } = page;
  const usdt = payment.usdt
    ? `<dt>Send</dt><dd><code>${escapeHtml(payment.usdt.amount)}</code> USDT (TRC20)</dd>
<dt>To</dt><dd><code>${escapeHtml(payment.usdt.address)}</code></dd>
<dt>Confirmations</dt><dd>${escapeHtml(payment.usdt.confirmations)} of ${escapeHtml(payment.usdt.requiredConfirmations)}</dd>`
    : '';
  const notice = page.notice ? `<p class="${page.notice.kind === 'ok' ? 'ok' : 'bad'}">${escapeHtml(page.notice.text)}</p>` : '';
  return layout(
    'Cashier',
    `<h2>Cashier · ${escapeHtml(METHOD_LABELS[payment.method])}</h2>
<article class="card">
<dl>
<dt>Invoice</dt><dd>#${escapeHtml(payment.invoiceId)} · ${escapeHtml(page.invoiceDescription)}</dd>
<dt>Amount</dt><dd><strong>${escapeHtml(page.balanceDue)} ${escapeHtml(payment.currency)}</strong></dd>
${usdt}
<dt>Payment</dt><dd><code>${escapeHtml(payment.paymentId)}</code> · ${escapeHtml(payment.state)}</dd>
${payment.expiresAt ? `<dt>Valid until</dt><dd>${escapeHtml(payment.expiresAt)}</dd>` : ''}
</dl>
</article>
${notice}
${cashierStatus(page)}`,
  );
}
