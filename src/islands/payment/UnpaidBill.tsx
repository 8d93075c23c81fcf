/**
 * An unpaid bill that can still be paid, rendered from the payment store's view
 * (`$payView`, the same view the static bill preview shows): the amount and deadline,
 * the balance offer, the method switcher, and under them the method's panel or the
 * button that starts (or restarts) the payment. No status or money decisions here.
 */
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from './messages';
import { formatDateTime, formatMoney } from '../../lib/core/i18n/format';
import { provider } from '../../lib/core/api/provider';
import { detectDevice } from '../../lib/core/ui/device';
import * as pay from '../../lib/payment/store';
import ErrorNotice from '../ui/ErrorNotice';
import PaymentSupportRequest from './PaymentSupportRequest';
import MethodPanel from './MethodPanel';
import UsdtPanel from './UsdtPanel';

interface Props {
  bill: pay.UnpaidPayView;
  checking: boolean;
  locale: Locale;
  t: Translate;
}

function BalanceOffer({ bill, locale, t }: { bill: pay.UnpaidPayView; locale: Locale; t: Translate }) {
  const offer = bill.balanceOffer;
  if (!offer) return null;
  return (
    <div className="notice">
      <p className="notice__hint">{t('pay.balance.available', { amount: formatMoney(locale, offer.balance) })}</p>
      <button type="button" className="button button--small" disabled={bill.starting} onClick={() => void pay.payFromBalance(provider, bill.invoice.id)}>
        {t('pay.balance.use', { amount: formatMoney(locale, offer.use) })}
      </button>
      {offer.rest ? <p className="notice__hint">{t('pay.balance.rest', { amount: formatMoney(locale, offer.rest) })}</p> : null}
    </div>
  );
}

function MethodSwitcher({ bill, t }: { bill: pay.UnpaidPayView; t: Translate }) {
  // One method and it is the bill's: nothing to switch to. A bill on a method the account is
  // no longer offered still shows the ones it is, so it can be moved to one of them.
  if (bill.methods.length < 2 && bill.methods.every((method) => method.id === bill.invoice.paymentMethod)) return null;
  return (
    <fieldset className="choices">
      <legend>{t('pay.method')}</legend>
      {bill.methods.map((method) => (
        <label key={method.id} className="choice">
          <input type="radio" name="pay-method" checked={bill.invoice.paymentMethod === method.id} disabled={bill.switching} onChange={() => void pay.switchMethod(provider, bill.invoice.id, method.id)} />
          <span className="choice__label">{t(`order.method.${method.id}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A payment that arrived short: how much arrived, and what is left to pay once it is used (ADR 0061). */
function ShortfallFigures({ bill, locale, t }: { bill: pay.UnpaidPayView; locale: Locale; t: Translate }) {
  const short = bill.shortfall;
  if (!short) return null;
  return (
    <>
      <p className="notice__hint">{t('pay.underpaid.received', { received: formatMoney(locale, short.received) })}</p>
      <p className="notice__hint">{t(`pay.underpaid.${short.way}`, { due: formatMoney(locale, short.stillDue) })}</p>
    </>
  );
}

const START_LABELS = { payAgain: 'action.payAgain', newCode: 'pay.qr.refresh' } as const;

function StartButton({ bill, amount, t }: { bill: pay.UnpaidPayView; amount: string; t: Translate }) {
  const label = bill.starting ? t('pay.starting') : bill.start === 'pay' ? t('pay.start', { amount }) : t(START_LABELS[bill.start]);
  return (
    <div className="stack">
      {bill.attemptError ? <ErrorNotice error={bill.attemptError} t={t} /> : null}
      <p>
        <button type="button" className="button" disabled={bill.starting} onClick={() => void pay.pressStart(provider, detectDevice())}>
          {label}
        </button>
      </p>
    </div>
  );
}

export default function UnpaidBill({ bill, checking, locale, t }: Props) {
  const { invoice } = bill;
  const amount = formatMoney(locale, bill.amountDue);
  const due = formatDateTime(locale, invoice.deadline.payableUntil);
  return (
    <div className="stack">
      <div>
        <p>{t('pay.amountDue')}</p>
        <p className="amount-due">{amount}</p>
        <p>{t('pay.dueBy', { date: due })}</p>
      </div>
      {bill.late ? <p className="notice notice--warning">{t('pay.late', { date: due })}</p> : null}
      <BalanceOffer bill={bill} locale={locale} t={t} />
      <MethodSwitcher bill={bill} t={t} />
      {bill.switching ? <p role="status">{t('pay.switching')}</p> : null}
      {bill.switchError ? <ErrorNotice error={bill.switchError} t={t} /> : null}
      {bill.notice ? (
        <ErrorNotice error={bill.notice} t={t}>
          <ShortfallFigures bill={bill} locale={locale} t={t} />
        </ErrorNotice>
      ) : null}
      {bill.body === 'checking' ? (
        // The answer of a payment call was lost: whether it went through is being read from the bill.
        <p role="status">{t('pay.outcome.checking')}</p>
      ) : bill.body === 'usdt' ? (
        // USDT follows the chain itself, through expiry (refresh) and confirmations.
        <UsdtPanel invoiceId={invoice.id} instruction={bill.instruction?.kind === 'usdt' ? bill.instruction : null} locale={locale} t={t} />
      ) : bill.body === 'method' && bill.instruction ? (
        // The panel says itself where the payment stands (not under an answer it refused).
        <MethodPanel invoice={invoice} instruction={bill.instruction} view={bill.view} checking={checking} locale={locale} t={t} />
      ) : (
        <StartButton bill={bill} amount={amount} t={t} />
      )}
      <PaymentSupportRequest invoice={invoice} reason="notActive" locale={locale} t={t} />
    </div>
  );
}
