/**
 * The account page's balance and its history, an island: the balance in the page's
 * language and its currency; each entry's date, amount signed and said in words (in or
 * out, never by colour alone), what kind it was, the bill it concerns (a link to the
 * bill) and the balance after it, newest first, a page at a time. State: lib/balance/store.ts.
 * The history is its own component (./BalanceHistory.tsx), shown in the affiliate page's
 * balance dialog too. Astro prerenders the loading state from this component; the figures show from the
 * render after hydration, once the guard has passed.
 */
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom, type Translate } from '../../lib/core/i18n/t';
import { formatMoney } from '../../lib/core/i18n/format';
import { provider } from '../../lib/core/api/provider';
import { $guardState } from '../../lib/core/stores/guard';
import { $balance, ensureBalanceLoaded, loadBalance } from '../../lib/balance/store';
import ErrorNotice from '../ui/ErrorNotice';
import { useReadsPerLogin } from '../ui/use-reads-per-login';
import { useHydrated } from '../ui/use-hydrated';
import type { BalanceMessages, BalanceText } from './messages';
import BalanceHistory from './BalanceHistory';
import './balance.css';
import { island } from '../ui/island-boundary';

type T = Translate<BalanceText>;

interface Props {
  locale: Locale;
  messages: BalanceMessages;
}

function BalancePanel({ locale, messages }: Props) {
  const t: T = translatorFrom(locale, messages);
  const guard = useStore($guardState);
  const balance = useStore($balance);
  const hydrated = useHydrated();

  // Both reads, once per login: now, and again when a login arrives later.
  useReadsPerLogin(() => ensureBalanceLoaded(provider));

  const ready = hydrated && guard === 'pass';
  return (
    <section className="stack balance" aria-labelledby="balance-heading">
      <h2 id="balance-heading">{t('balance.heading')}</h2>
      {!ready || balance.kind === 'idle' || balance.kind === 'loading' ? <p role="status">{t('balance.loading')}</p> : null}
      {ready && balance.kind === 'error' ? <ErrorNotice error={balance.error} t={t} onRetry={() => void loadBalance(provider)} /> : null}
      {ready && balance.kind === 'ready' ? (
        <dl className="facts balance__now">
          <dt>{t('balance.available')}</dt>
          <dd className="balance__amount">{formatMoney(locale, balance.value)}</dd>
        </dl>
      ) : null}
      <p className="notice__hint">{t('balance.hint')}</p>
      <BalanceHistory locale={locale} t={t} ready={ready} />
    </section>
  );
}

export default island(BalancePanel);
