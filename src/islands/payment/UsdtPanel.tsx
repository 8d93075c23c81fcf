/**
 * USDT (TRC20): the network, address and exact amount to send (each with a copy
 * button), a QR code of the address, and the chain's word on the transfer as it comes:
 * waiting → detected (n of m block confirmations) → confirmed and credited. An expired
 * address is refreshed here; a busy address pool says so, with a retry. State and
 * polling live in lib/payment/usdt-store.ts.
 */
import { useEffect, useState } from 'react';
import CopyButton from '../ui/CopyButton';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { qrFailureText, type Translate } from './messages';
import { formatDateTime } from '../../lib/core/i18n/format';
import { provider } from '../../lib/core/api/provider';
import { confirmationProgress, type UsdtInstruction, type UsdtView } from '../../lib/payment/usdt';
import * as usdt from '../../lib/payment/usdt-store';
import ErrorNotice from '../ui/ErrorNotice';
import QrCode from '../ui/QrCode';

interface Props {
  invoiceId: number;
  /** What the pay call handed out, when this page made it (else the invoice's USDT payment is read). */
  instruction: UsdtInstruction | null;
  locale: Locale;
  t: Translate;
}

/** The contract's only USDT network. */
const NETWORK = 'TRC20';

function ChainStatus({ view, t }: { view: UsdtView; t: Translate }) {
  if (view.state === 'detected') return <p role="status">{t('pay.usdt.state.detected', confirmationProgress(view))}</p>;
  if (view.state === 'confirmed') return <p role="status">{t('pay.usdt.state.confirmed')}</p>;
  return <p role="status">{t('pay.usdt.state.waiting')}</p>;
}

export default function UsdtPanel({ invoiceId, instruction, locale, t }: Props) {
  const state = useStore(usdt.$usdt);
  const refreshing = useStore(usdt.$usdtRefreshing);
  // The pay call's answer seeds the panel once; after that the watcher speaks.
  const [initial] = useState(instruction);
  useEffect(() => usdt.followUsdt(provider, invoiceId, initial), [invoiceId, initial]);

  if (state.kind === 'loading') return <p role="status">{t('pay.usdt.loading')}</p>;
  if (state.kind === 'error') return <ErrorNotice error={state.error} t={t} onRetry={() => void usdt.openUsdtPayment(provider, invoiceId)} />;

  const { view } = state;
  const busy = refreshing.kind === 'refreshing';
  if (view.state === 'expired' || view.state === 'occupied') {
    return (
      <div className="stack">
        {refreshing.kind === 'error' ? (
          <ErrorNotice error={refreshing.error} t={t} />
        ) : (
          <ErrorNotice error={view.state === 'expired' ? 'QrExpired' : 'UsdtAddressOccupied'} t={t} />
        )}
        <p>
          <button type="button" className="button" disabled={busy} onClick={() => void usdt.refreshUsdt(provider, invoiceId)}>
            {busy ? t('pay.usdt.refreshing') : view.state === 'expired' ? t('pay.usdt.refresh') : t('action.retry')}
          </button>
        </p>
      </div>
    );
  }

  return (
    <div className="stack usdt">
      <p>{t('pay.usdt.intro', { amount: view.amount })}</p>
      <dl className="usdt__facts">
        <dt>{t('pay.usdt.network')}</dt>
        <dd>
          <span className="usdt__value">{NETWORK}</span>
          <CopyButton value={NETWORK} label={t('pay.usdt.copyNetwork')} copiedText={t('order.account.copied')} keepLabel />
        </dd>
        <dt>{t('pay.usdt.address')}</dt>
        <dd>
          <code className="usdt__value usdt__address">{view.address}</code>
          <CopyButton value={view.address} label={t('pay.usdt.copyAddress')} copiedText={t('order.account.copied')} keepLabel />
        </dd>
        <dt>{t('pay.usdt.amount')}</dt>
        <dd>
          <span className="usdt__value">{t('pay.usdt.amountValue', { amount: view.amount })}</span>
          <CopyButton value={view.amount} label={t('pay.usdt.copyAmount')} copiedText={t('order.account.copied')} keepLabel />
        </dd>
      </dl>
      <QrCode content={view.address} alt={t('pay.usdt.qrAlt')} failure={qrFailureText(t)} />
      {/* A transfer already seen never expires; only a waiting address does. */}
      {view.state === 'waiting' ? <p>{t('pay.usdt.expires', { time: formatDateTime(locale, view.expiresAt) })}</p> : null}
      <p className="notice notice--warning">{t('pay.usdt.warning')}</p>
      <ChainStatus view={view} t={t} />
      {view.txid ? (
        <p className="usdt__txid">
          {t('pay.usdt.txid', { txid: view.txid })}
        </p>
      ) : null}
      {state.trouble ? <p className="notice__hint">{t('pay.usdt.trouble')}</p> : null}
    </div>
  );
}
