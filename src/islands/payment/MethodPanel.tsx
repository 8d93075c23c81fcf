/**
 * The chosen method's panel while its payment waits: a QR code to scan, a link to the
 * wallet's page, the card form. (USDT has its own panel, which follows the chain.)
 *
 * What the provider hands back is checked before it is shown (lib/payment/url.ts): a
 * link goes only where the method's registry entry says it may, and a QR code's content
 * must be something a phone can scan. Anything else is refused with its catalogued error,
 * never made a link or a button: a QR code that cannot be used offers a new code, and
 * the method switcher above the panel stays for another method.
 */
import type { Locale } from '../../lib/core/i18n/locales';
import { qrFailureText, scanAppKey, type Translate } from './messages';
import { formatDateTime, formatMoney } from '../../lib/core/i18n/format';
import { provider } from '../../lib/core/api/provider';
import { detectDevice } from '../../lib/core/ui/device';
import { paymentLinkVerdict, qrPayloadVerdict, type QrProblem } from '../../lib/payment/url';
import type { Invoice, PaymentInstruction } from '../../lib/core/contract/index';
import * as pay from '../../lib/payment/store';
import ErrorNotice from '../ui/ErrorNotice';
import QrCode from '../ui/QrCode';
import CardPanel from './CardPanel';
import { PROVIDER_ORIGINS } from '../../lib/core/api/provider-origins';

interface Props {
  invoice: Invoice;
  instruction: PaymentInstruction;
  view: pay.InvoiceView;
  /** Whether the page is reading the bill right now (for the line that follows the payment). */
  checking: boolean;
  locale: Locale;
  t: Translate;
}

/**
 * A refused QR code: why, and the ways forward. A code that cannot be scanned gets
 * "new code" (a new payment, which the provider may answer better); a link to an
 * unexpected place does not, since asking the same provider again is no way forward.
 */
function RefusedQr({ problem, t }: { problem: QrProblem; t: Translate }) {
  return (
    <div className="stack">
      <ErrorNotice error={problem} t={t} />
      {problem === 'QrCodeInvalid' ? (
        <p>
          <button type="button" className="button" onClick={() => void pay.requestNewAttempt(provider, detectDevice())}>
            {t('pay.qr.refresh')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** The line under a usable panel: the page follows the payment by itself. */
function Following({ checking, t }: { checking: boolean; t: Translate }) {
  return <p role="status">{checking ? t('pay.sync.checking') : t('pay.sync.syncing')}</p>;
}

export default function MethodPanel({ invoice, instruction, view, checking, locale, t }: Props) {
  const method = t(`order.method.${invoice.paymentMethod}`);
  // The app a QR code is scanned with (微信, not 微信支付).
  const app = t(scanAppKey(invoice.paymentMethod));
  const amount = formatMoney(locale, { amount: invoice.balanceDue, currency: invoice.currency });
  switch (instruction.kind) {
    case 'card':
      // A new attempt (after "pay again") gets a fresh panel; it says itself where the payment stands.
      return <CardPanel key={instruction.paymentId} invoiceId={invoice.id} instruction={instruction} withLogin={view === 'account'} amount={amount} locale={locale} t={t} />;
    case 'qr': {
      const verdict = qrPayloadVerdict(instruction.qrContent, invoice.paymentMethod, PROVIDER_ORIGINS);
      if (verdict.kind === 'refuse') return <RefusedQr problem={verdict.problem} t={t} />;
      return (
        <div className="stack">
          <p>{t('pay.qr.scan', { app, amount })}</p>
          <QrCode content={verdict.content} alt={t('pay.qr.alt', { app })} failure={qrFailureText(t)} invalid={<RefusedQr problem="QrCodeInvalid" t={t} />} />
          <p>{t('pay.qr.expires', { time: formatDateTime(locale, instruction.expiresAt) })}</p>
          {verdict.link ? (
            <p>
              <a href={verdict.link} rel="noreferrer noopener">
                {t('pay.qr.open')}
              </a>
            </p>
          ) : null}
          <Following checking={checking} t={t} />
        </div>
      );
    }
    case 'redirect': {
      const verdict = paymentLinkVerdict(instruction.url, invoice.paymentMethod, PROVIDER_ORIGINS);
      if (verdict.kind === 'refuse') return <ErrorNotice error={verdict.problem} t={t} />;
      // The crypto checkout is a place, not a brand: it gets its own words (and which coins).
      const crypto = invoice.paymentMethod === 'crypto';
      return (
        <div className="stack">
          <p>
            <a className="button" href={verdict.href} rel="noreferrer noopener">
              {crypto ? t('pay.crypto.go') : t('pay.redirect.go', { method })}
            </a>
          </p>
          <p>{crypto ? t('pay.crypto.hint') : t('pay.redirect.hint')}</p>
          <Following checking={checking} t={t} />
        </div>
      );
    }
    case 'paid':
    case 'unionpay-pending':
      return <p role="status">{t('pay.sync.checking')}</p>;
    default:
      return <p className="notice">{t('pay.unavailable')}</p>;
  }
}
