/**
 * The bill as a document (spec section 2, "Invoice detail"; issue 11; features-2.md §3),
 * on screen and printed on A4 (invoice.css). Its owner sees the payer and the service;
 * the bill link alone shows the same bill with nothing from an account. The figures come
 * worked out from the store (stores/invoice-detail: rules/invoice-amounts and
 * rules/invoice-standing). Every text from the provider (descriptions, emails, the
 * seller's lines) is set as text.
 */
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from '../../lib/core/i18n/t';
import { formatDateTime, formatList, formatMoneyWithCode } from '../../lib/core/i18n/format';
import { billItemName } from '../../lib/core/i18n/bill-item';
import type { Invoice } from '../../lib/invoice/contract';
import type { PaymentMethodId } from '../../lib/order/contract';
import type { InvoiceDetailState } from '../../lib/invoice/store';
import type { InvoiceStanding } from '../../lib/invoice/standing';
import { fromMinor, toMinor } from '../../lib/core/rules/money';
import { routeHref } from '../../lib/core/routes';
import type { InvoicePageKey } from './messages';
import { payHref } from '../../lib/payment/pay-href';

type T = Translate<InvoicePageKey>;
type Ready = Extract<InvoiceDetailState, { kind: 'ready' }>;

export default function InvoiceDocument({ locale, t, state }: { locale: Locale; t: T; state: Ready }) {
  const { invoice, viewer, settlement, standing, wayForward } = state;
  const money = (amount: string) => formatMoneyWithCode(locale, { amount, currency: invoice.currency });
  // Taken off the bill: written with a minus sign, unless it is nothing.
  const minus = (amount: string) => (toMinor(amount) > 0 ? t('invoice.minus', { amount: money(amount) }) : money(amount));
  const when = (iso: string) => t('invoice.hongKongTime', { date: formatDateTime(locale, iso) });
  const owed = fromMinor(settlement.owedMinor);
  const methods = (ids: readonly PaymentMethodId[]) => formatList(locale, ids.map((method) => t(`order.method.${method}`)));
  const paidLabel = settlement.paidBy.length > 0 ? t('invoice.paidWith', { methods: methods(settlement.paidBy) }) : t('invoice.paid');
  return (
    <article className="panel stack invoice" aria-labelledby="invoice-heading" data-invoice-status={invoice.status}>
      <header className="invoice__head">
        <div>
          <h1 id="invoice-heading" className="invoice__word">{t('invoice.word')}</h1>
          <p className="invoice__number">
            {t('invoice.number')} <strong>{invoice.id}</strong>
          </p>
        </div>
        {/* The status is its word in a bordered box: it reads the same in black and white. */}
        <p className={`invoice__status invoice__status--${invoice.status}`}>
          <span className="visually-hidden">{t('invoice.status')} </span>
          {t(`invoice.status.${invoice.status}`)}
        </p>
      </header>

      <p className="invoice__standing">{standingText(locale, t, standing)}</p>

      <div className="invoice__actions invoice__no-print">
        {wayForward === 'pay' || wayForward === 'payLate' ? (
          <a className="button" href={payHref(locale, invoice.id)}>
            {t('invoice.pay', { amount: money(owed) })}
          </a>
        ) : null}
        {wayForward === 'reorder' ? (
          <a className="button" href={routeHref(locale, 'orderPlace')}>
            {t('invoice.reorder')}
          </a>
        ) : null}
        <button type="button" className="button button--quiet" onClick={() => print()}>
          {t('invoice.print')}
        </button>
      </div>

      <dl className="invoice__facts">
        <div>
          <dt>{t('invoice.createdAt')}</dt>
          <dd>{when(invoice.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('invoice.dueAt')}</dt>
          <dd>{when(invoice.dueAt)}</dd>
        </div>
        {invoice.paidAt !== null ? (
          <div>
            <dt>{t('invoice.paidAt')}</dt>
            <dd>{when(invoice.paidAt)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('invoice.paymentMethod')}</dt>
          <dd>{methods(settlement.paidWith)}</dd>
        </div>
        <div>
          <dt>{t('invoice.status')}</dt>
          <dd>{t(`invoice.status.${invoice.status}`)}</dd>
        </div>
      </dl>

      <div className="invoice__parties">
        <section aria-labelledby="invoice-seller">
          <h2 id="invoice-seller">{t('invoice.seller')}</h2>
          <address>
            <strong>{invoice.seller.name}</strong>
            {invoice.seller.address.map((line, index) => (
              // The seller's lines are fixed text in a fixed order: their place is their identity.
              <span key={index}>{line}</span>
            ))}
            <span>{t('invoice.seller.registration', { number: invoice.seller.registration })}</span>
            <span>{invoice.seller.email}</span>
          </address>
        </section>
        <section aria-labelledby="invoice-payer">
          <h2 id="invoice-payer">{t('invoice.payer')}</h2>
          {viewer === 'owner' ? (
            <p className="invoice__payer">{invoice.payerEmail ?? t('invoice.payer.noEmail')}</p>
          ) : (
            <p className="invoice__payer">{t('invoice.payer.publicView')}</p>
          )}
        </section>
      </div>

      <Items locale={locale} t={t} invoice={invoice} money={money} showService={viewer === 'owner'} />

      <section aria-labelledby="invoice-amounts">
        <h2 id="invoice-amounts">{t('invoice.amounts')}</h2>
        <table className="invoice__table invoice__totals">
          <tbody>
            <AmountRow label={t('invoice.subtotal')} value={money(invoice.subtotal)} />
            {toMinor(invoice.discount) > 0 ? <AmountRow label={t('invoice.discount')} value={minus(invoice.discount)} /> : null}
            <AmountRow label={t('invoice.fee')} value={money(invoice.fee)} />
            <AmountRow label={t('invoice.total')} value={money(invoice.total)} strong />
            {/* What paid the total, each once: the balance as its credit, the other methods as paid (rules/invoice-amounts billSettlement). Read down, total − credit − paid = unpaid. */}
            <AmountRow label={t('invoice.credit')} value={minus(fromMinor(settlement.creditMinor))} />
            <AmountRow label={paidLabel} value={minus(fromMinor(settlement.paidMinor))} />
            <AmountRow label={t('invoice.balanceDue')} value={money(owed)} strong />
            {/* Money given back is not part of what the bill owes: after the sum, on its own. */}
            {settlement.refundedMinor > 0 ? <AmountRow label={t('invoice.refunded')} value={money(fromMinor(settlement.refundedMinor))} /> : null}
          </tbody>
        </table>
      </section>

      <Transactions locale={locale} t={t} invoice={invoice} money={money} />

      <p className="invoice__note">{t('invoice.timeZone')}</p>
    </article>
  );
}

function standingText(locale: Locale, t: T, standing: InvoiceStanding): string {
  switch (standing.kind) {
    case 'paid':
      return standing.at === null ? t('invoice.standing.paidUndated') : t('invoice.standing.paid', { date: formatDateTime(locale, standing.at) });
    case 'unpaid':
      return t('invoice.standing.unpaid', { date: formatDateTime(locale, standing.dueAt) });
    case 'unpaidLate':
      return t('invoice.standing.unpaidLate', { date: formatDateTime(locale, standing.payableUntil) });
    case 'unpaidExpired':
      return t('invoice.standing.unpaidExpired');
    case 'refunded':
      return t('invoice.standing.refunded');
    case 'cancelled':
      return t(`invoice.standing.cancelled.${standing.reason ?? 'unknown'}`);
  }
}

function AmountRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'invoice__total-row' : undefined}>
      <th scope="row">{label}</th>
      <td>{value}</td>
    </tr>
  );
}

/** The bill's lines; the service's number only for its owner (the bare bill link shows nothing of the account). */
function Items({ locale, t, invoice, money, showService }: { locale: Locale; t: T; invoice: Invoice; money: (amount: string) => string; showService: boolean }) {
  return (
    <section aria-labelledby="invoice-items">
      <h2 id="invoice-items">{t('invoice.items')}</h2>
      <table className="invoice__table">
        <thead>
          <tr>
            <th scope="col">{t('invoice.items.description')}</th>
            <th scope="col">{t('invoice.items.period')}</th>
            <th scope="col" className="invoice__amount">
              {t('invoice.items.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item, index) => (
            // A bill's lines have no id of their own; their order is the bill's.
            <tr key={index}>
              <td>
                <span className="invoice__item-description">{billItemName(t, { productName: item.productName, cycle: item.cycle, isRenewal: invoice.isRenewal })}</span>
                {showService ? <small>{t('invoice.items.details', { id: item.serviceId })}</small> : null}
              </td>
              <td>{t('invoice.items.periodValue', { start: formatDateTime(locale, item.periodStart), end: formatDateTime(locale, item.periodEnd) })}</td>
              <td className="invoice__amount">{money(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Transactions({ locale, t, invoice, money }: { locale: Locale; t: T; invoice: Invoice; money: (amount: string) => string }) {
  return (
    <section aria-labelledby="invoice-transactions">
      <h2 id="invoice-transactions">{t('invoice.transactions')}</h2>
      {invoice.transactions.length === 0 ? (
        <p>{t('invoice.transactions.none')}</p>
      ) : (
        <table className="invoice__table invoice__transactions">
          <thead>
            <tr>
              <th scope="col">{t('invoice.transactions.id')}</th>
              <th scope="col">{t('invoice.transactions.at')}</th>
              <th scope="col">{t('invoice.transactions.type')}</th>
              <th scope="col">{t('invoice.transactions.method')}</th>
              <th scope="col" className="invoice__amount">
                {t('invoice.transactions.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.transactions.map((transaction) => (
              <tr key={transaction.id}>
                <td className="invoice__id">{transaction.id}</td>
                <td>{formatDateTime(locale, transaction.at)}</td>
                <td>{t(`invoice.transactions.${transaction.type}`)}</td>
                <td>{t(`order.method.${transaction.method}`)}</td>
                <td className="invoice__amount">{transaction.type === 'refund' ? t('invoice.minus', { amount: money(transaction.amount) }) : money(transaction.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
