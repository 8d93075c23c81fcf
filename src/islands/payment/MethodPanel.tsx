/**
 * The chosen method's panel while its payment waits: a QR code to scan, a link to the
 * wallet's page, the card form. (USDT has its own panel, which follows the chain.)
 */
import { PUBLIC_PROVIDER_API_BASE } from 'astro:env/client';
import type { Locale } from '../../lib/i18n/locales';
import { scanAppKey, type Translate } from './messages';
import { formatDateTime, formatMoney } from '../../lib/i18n/format';
import { isFollowablePaymentUrl } from '../../lib/rules/payment-url';
import type { Invoice, PaymentInstruction } from '../../lib/contract/index';
import type { InvoiceView } from '../../lib/stores/payment';
import ErrorNotice from '../ui/ErrorNotice';
import QrCode from './QrCode';
import CardPanel from './CardPanel';

const PROVIDER_ORIGIN = new URL(PUBLIC_PROVIDER_API_BASE).origin;

interface Props {
  invoice: Invoice;
  instruction: PaymentInstruction;
  view: InvoiceView;
  locale: Locale;
  t: Translate;
}

export default function MethodPanel({ invoice, instruction, view, locale, t }: Props) {
  const method = t(`order.method.${invoice.paymentMethod}`);
  // The app a QR code is scanned with (微信, not 微信支付).
  const app = t(scanAppKey(invoice.paymentMethod));
  const amount = formatMoney(locale, { amount: invoice.balanceDue, currency: invoice.currency });
  switch (instruction.kind) {
    case 'card':
      // A new attempt (after "pay again") gets a fresh panel.
      return <CardPanel key={instruction.paymentId} invoiceId={invoice.id} instruction={instruction} withLogin={view === 'account'} amount={amount} locale={locale} t={t} />;
    case 'qr':
      return (
        <div className="stack">
          <p>{t('pay.qr.scan', { app, amount })}</p>
          <QrCode content={instruction.qrContent} alt={t('pay.qr.alt', { app })} />
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
