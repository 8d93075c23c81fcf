/**
 * order/pay: the bill, the chosen method's panel, and a status timeline that follows
 * the payment until the service is delivered. Works with a login or from a bare
 * invoice link; a reload resumes from the link. State lives in stores/payment.ts, and
 * the page script (payment-page-entry.ts) loads it, so the bill shows before React.
 */
import { useLayoutEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { PUBLIC_PROVIDER_API_BASE } from 'astro:env/client';
import type { Locale } from '../../lib/i18n/locales';
import { translatorFrom, type Messages, type Translate } from '../../lib/i18n/t';
import { formatDate, formatDateTime, formatMoney } from '../../lib/i18n/format';
import { provider } from '../../lib/api/provider';
import { routeHref } from '../../lib/routes';
import { isFollowablePaymentUrl } from '../../lib/rules/payment-url';
import { showsUsdtPanel } from '../../lib/rules/usdt';
import { moneySeen } from '../../lib/rules/payment-timeline';
import { formatLoginLink } from '../../lib/rules/login-link';
import { fromMinor } from '../../lib/rules/money';
import { detectDevice } from '../../lib/ui/device';
import * as pay from '../../lib/stores/payment';
import { $usdt, usdtPhase } from '../../lib/stores/usdt';
import { $cardConfirm } from '../../lib/stores/card';
import { $supportSending, clearSupportProblem, sendSupportRequest } from '../../lib/stores/support';
import { helpDesk } from '../../lib/api/help-desk';
import { removeBillPreview } from '../../lib/ui/bill-preview';
import type { Invoice, PaymentInstruction } from '../../lib/contract/index';
import CopyButton from '../ui/CopyButton';
import EmailField from '../ui/EmailField';
import ErrorNotice from '../ui/ErrorNotice';
import LoginLinkSaver from '../ui/LoginLinkSaver';
import Stepper from '../ui/Stepper';
import { useHydrated } from '../ui/use-hydrated';
import Timeline from './Timeline';
import QrCode from './QrCode';
import UsdtPanel from './UsdtPanel';
import CardPanel from './CardPanel';
import './payment.css';

interface Props {
  locale: Locale;
  messages: Partial<Messages>;
}

const PROVIDER_ORIGIN = new URL(PUBLIC_PROVIDER_API_BASE).origin;
function MethodPanel({ invoice, instruction, view, locale, t }: { invoice: Invoice; instruction: PaymentInstruction; view: 'account' | 'public'; locale: Locale; t: Translate }) {
  const method = t(`order.method.${invoice.paymentMethod}`);
  const amount = formatMoney(locale, { amount: invoice.balanceDue, currency: invoice.currency });
  switch (instruction.kind) {
    case 'card':
      // A new attempt (after "pay again") gets a fresh panel.
      return <CardPanel key={instruction.paymentId} invoiceId={invoice.id} instruction={instruction} withLogin={view === 'account'} amount={amount} locale={locale} t={t} />;
    case 'qr':
      return (
        <div className="stack">
          <p>{t('pay.qr.scan', { method, amount })}</p>
          <QrCode content={instruction.qrContent} alt={t('pay.qr.alt', { method })} t={t} />
          <p>{t('pay.qr.expires', { time: formatDateTime(locale, instruction.expiresAt) })}</p>
          {isFollowablePaymentUrl(instruction.qrContent, PROVIDER_ORIGIN) ? (
            <p>
              <a href={instruction.qrContent} rel="noreferrer noopener">
                {t('pay.qr.open')}
              </a>
            </p>
          ) : null}
        </div>
      );
    case 'redirect':
      return isFollowablePaymentUrl(instruction.url, PROVIDER_ORIGIN) ? (
        <div className="stack">
          <p>
            <a className="button" href={instruction.url} rel="noreferrer noopener">
              {t('pay.redirect.go', { method })}
            </a>
          </p>
          <p>{t('pay.redirect.hint')}</p>
        </div>
      ) : (
        <ErrorNotice error="PaymentFailed" t={t} />
      );
    case 'paid':
    case 'unionpay-pending':
      return <p role="status">{t('pay.sync.checking')}</p>;
    default:
      return <p className="notice">{t('pay.unavailable')}</p>;
  }
}

function PaidView({ invoice, view, locale, t }: { invoice: Invoice; view: 'account' | 'public'; locale: Locale; t: Translate }) {
  const delivery = invoice.delivery;
  if (view === 'public') {
    // Without a login the provider says nothing about the service: no claim it is delivered.
    return (
      <section className="stack" aria-labelledby="paid-heading">
        <h2 id="paid-heading">{t('pay.paid.receivedHeading')}</h2>
        <p>{t('pay.paid.toAccount')}</p>
        <p className="button-row">
          <a className="button" href={routeHref(locale, 'userLogin')}>
            {t('action.login')}
          </a>
          <a className="button button--quiet" href={routeHref(locale, 'help')}>
            {t('pay.paid.tutorial')}
          </a>
        </p>
      </section>
    );
  }
  return (
    <section className="stack" aria-labelledby="paid-heading">
      <h2 id="paid-heading">{t('pay.paid.heading')}</h2>
      {delivery ? <p>{t('pay.paid.service', { id: delivery.serviceId, status: t(`status.${delivery.status}`), date: formatDate(locale, delivery.expiresAt) })}</p> : null}
      {delivery?.login ? <LoginLinkSaver link={formatLoginLink(location.origin, locale, delivery.login)} t={t} /> : null}
      <p>{t('pay.paid.next')}</p>
      <p className="button-row">
        <a className="button" href={routeHref(locale, 'help')}>
          {t('pay.paid.tutorial')}
        </a>
        <a className="button button--quiet" href={routeHref(locale, 'userService', { serviceId: delivery?.serviceId ?? invoice.serviceId })}>
          {t('pay.paid.myService')}
        </a>
      </p>
    </section>
  );
}

/**
 * "Paid but not active?": a support request with the bill's number, method and time
 * filled in, sent from here (the most common complaint should not need a second page).
 */
function StuckHelp({ invoice, locale, t }: { invoice: Invoice; locale: Locale; t: Translate }) {
  const details = t('pay.stuck.details', { id: invoice.id, method: t(`order.method.${invoice.paymentMethod}`), time: formatDateTime(locale, invoice.lastPayment?.at ?? invoice.createdAt) });
  const [email, setEmail] = useState(invoice.payerEmail ?? '');
  const [note, setNote] = useState('');
  const sending = useStore($supportSending);
  const send = () =>
    void sendSupportRequest(helpDesk, {
      email,
      subject: t('pay.stuck.subject', { id: invoice.id }),
      details: note.trim() === '' ? details : `${details}\n\n${note.trim()}`,
      issues: ['payment-not-activated'],
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const problem = sending.kind === 'problem' ? sending.problem : null;
  return (
    <details className="panel panel--soft">
      <summary>{t('pay.stuck.heading')}</summary>
      {sending.kind === 'sent' ? (
        <p className="notice" role="status">
          {t('pay.stuck.sent', { id: sending.requestId })}
        </p>
      ) : (
        <form className="stack" onSubmit={onSubmit} noValidate>
          <p>{t('pay.stuck.body')}</p>
          <p>
            <code>{details}</code>
          </p>
          <EmailField
            id="stuck-email"
            label={t('pay.stuck.email')}
            value={email}
            problem={problem ? t(`pay.stuck.${problem}`) : null}
            onChange={(value) => {
              setEmail(value);
              clearSupportProblem();
            }}
          />
          <label className="field">
            <span>{t('pay.stuck.note')}</span>
            <textarea className="input" rows={3} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          {sending.kind === 'error' ? <ErrorNotice error={sending.error} t={t} onRetry={send} /> : null}
          <p className="button-row">
            <button type="submit" className="button button--small" disabled={sending.kind === 'sending'}>
              {sending.kind === 'sending' ? t('pay.stuck.sending') : t('pay.stuck.send')}
            </button>
            <CopyButton value={details} label={t('pay.stuck.copy')} copiedText={t('order.account.copied')} />
          </p>
        </form>
      )}
    </details>
  );
}

export default function PaymentPage({ locale, messages }: Props) {
  const t = translatorFrom(messages);
  const state = useStore(pay.$invoice);
  const attempt = useStore(pay.$attempt);
  const stage = useStore(pay.$stage);
  const usdt = useStore($usdt);
  const card = useStore($cardConfirm);
  const methods = useStore(pay.$methods);
  const balance = useStore(pay.$balanceMinor);
  const balanceOffer = useStore(pay.$balanceOffer);
  const switching = useStore(pay.$switching);
  const checking = useStore(pay.$checking);
  // The island wakes on interaction: until its first live render, the page's bill preview
  // (BillPreview.astro) stands in for it, and the page script loads the bill.
  const live = useHydrated();
  useLayoutEffect(() => {
    if (live) removeBillPreview();
  }, [live]);

  if (!live) return null;
  const steps = [t('pay.steps.choose'), t('pay.steps.pay'), t('pay.steps.deliver')];
  if (state.kind === 'loading') return <p role="status">{t('pay.loading')}</p>;
  if (state.kind === 'missing') {
    return (
      <section className="panel stack">
        <h1>{t('pay.heading')}</h1>
        <p>{t('pay.missing')}</p>
        <a className="button" href={routeHref(locale, 'orderPlace')}>
          {t('action.reorder')}
        </a>
      </section>
    );
  }
  if (state.kind === 'error') return <ErrorNotice error={state.error} t={t} onRetry={() => void pay.loadInvoice(provider, pay.invoiceIdFromSearch(location.search))} />;

  const { invoice, view } = state;
  const closed = pay.closedReason(invoice);
  const amount = formatMoney(locale, { amount: invoice.balanceDue, currency: invoice.currency });
  const instruction = attempt.kind === 'ready' ? attempt.instruction : null;
  const usdtPanel = showsUsdtPanel(invoice, stage, instruction?.kind ?? null);
  return (
    <section className="panel stack" aria-labelledby="pay-heading">
      <h1 id="pay-heading">{t('pay.heading')}</h1>
      <Stepper label={t('order.steps.label')} steps={steps} current={stage === 'delivered' || stage === 'paid' ? 3 : 2} />
      <Timeline stage={stage} moneySeen={moneySeen(invoice.paymentMethod, { usdtPhase: usdtPhase(usdt), cardConfirmed: card.kind === 'confirmed' })} t={t} />
      <p>{t('pay.invoice', { id: invoice.id })}</p>

      {invoice.status === 'Paid' ? (
        <PaidView invoice={invoice} view={view} locale={locale} t={t} />
      ) : closed ? (
        <div className="stack">
          <ErrorNotice error={closed} t={t} />
          <a className="button" href={routeHref(locale, 'orderPlace')}>
            {t('action.reorder')}
          </a>
        </div>
      ) : (
        <div className="stack">
          <div>
            <p>{t('pay.amountDue')}</p>
            <p className="amount-due">{amount}</p>
            <p>{t('pay.dueBy', { date: formatDateTime(locale, invoice.deadline.payableUntil) })}</p>
          </div>
          {invoice.deadline.state === 'late' ? <p className="notice notice--warning">{t('pay.late', { date: formatDateTime(locale, invoice.deadline.payableUntil) })}</p> : null}
          {view === 'account' && balance !== null && balanceOffer !== null && invoice.paymentMethod !== 'balance' ? (
            <div className="notice">
              <p className="notice__hint">{t('pay.balance.available', { amount: formatMoney(locale, { amount: fromMinor(balance), currency: invoice.currency }) })}</p>
              <button type="button" className="button button--small" disabled={attempt.kind === 'starting'} onClick={() => void pay.payFromBalance(provider, invoice.id)}>
                {t('pay.balance.use', { amount: formatMoney(locale, { amount: fromMinor(balanceOffer.useMinor), currency: invoice.currency }) })}
              </button>
              {balanceOffer.restMinor > 0 ? <p className="notice__hint">{t('pay.balance.rest', { amount: formatMoney(locale, { amount: fromMinor(balanceOffer.restMinor), currency: invoice.currency }) })}</p> : null}
            </div>
          ) : null}
          {methods.length > 1 ? (
            <fieldset className="choices">
              <legend>{t('pay.method')}</legend>
              {methods.map((method) => (
                <label key={method.id} className="choice">
                  <input type="radio" name="pay-method" checked={invoice.paymentMethod === method.id} disabled={switching.kind === 'switching'} onChange={() => void pay.switchMethod(provider, invoice.id, method.id)} />
                  <span className="choice__label">{t(`order.method.${method.id}`)}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {switching.kind === 'switching' ? <p role="status">{t('pay.switching')}</p> : null}
          {switching.kind === 'error' ? <ErrorNotice error={switching.error} t={t} /> : null}
          {stage === 'failed' ? <ErrorNotice error="PaymentFailed" t={t} /> : null}
          {stage === 'expired' && !usdtPanel ? <ErrorNotice error="QrExpired" t={t} /> : null}
          {usdtPanel ? (
            // USDT follows the chain itself, through expiry (refresh) and confirmations.
            <UsdtPanel invoiceId={invoice.id} instruction={instruction?.kind === 'usdt' ? instruction : null} locale={locale} t={t} />
          ) : instruction && stage === 'waiting' ? (
            <>
              <MethodPanel invoice={invoice} instruction={instruction} view={view} locale={locale} t={t} />
              {/* The card panel says itself where the payment stands. */}
              {instruction.kind === 'card' ? null : <p role="status">{checking ? t('pay.sync.checking') : t('pay.sync.syncing')}</p>}
            </>
          ) : (
            <div className="stack">
              {attempt.kind === 'error' ? <ErrorNotice error={attempt.error} t={t} /> : null}
              <p>
                <button
                  type="button"
                  className="button"
                  disabled={attempt.kind === 'starting'}
                  onClick={() => {
                    // A declined payment needs a new attempt; a retry after a timeout reuses the key,
                    // so the provider answers with the payment it may already have made.
                    if (stage === 'failed' || stage === 'expired') pay.payAgain();
                    void pay.startPayment(provider, invoice.id, invoice.paymentMethod, detectDevice());
                  }}
                >
                  {attempt.kind === 'starting' ? t('pay.starting') : stage === 'failed' ? t('action.payAgain') : stage === 'expired' ? t('pay.qr.refresh') : t('pay.start', { amount })}
                </button>
              </p>
            </div>
          )}
          <StuckHelp invoice={invoice} locale={locale} t={t} />
        </div>
      )}
    </section>
  );
}
