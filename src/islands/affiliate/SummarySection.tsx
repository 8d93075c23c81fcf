/**
 * The bonus summary (reference §2.3 item 1): to be confirmed, withdrawable, withdrawn and,
 * when there is any, in progress, each opening the list it sums; the withdraw button, off
 * with its reason below the balance minimum or while a clawback is owed; the rule line,
 * printed from `aff/info` (rate, scope, hold, both minimums: nothing here is a constant);
 * the links to the booked bills, the withdrawals and the balance history.
 */
import type { Locale } from '../../lib/core/i18n/locales';
import { formatMoney } from '../../lib/core/i18n/format';
import { toMinor } from '../../lib/core/rules/money';
import type { AffiliateInfo } from '../../lib/affiliate/contract';
import { withdrawReadiness } from '../../lib/affiliate/page-rules';
import type { DialogRequest } from './AffiliateDialogs';
import type { AffiliateTranslate } from './messages';

interface Props {
  info: AffiliateInfo;
  locale: Locale;
  t: AffiliateTranslate;
  open: (request: DialogRequest) => void;
}

const RULE_SCOPE = {
  'every-bill': { excluded: 'affiliate.rule.everyBill', included: 'affiliate.rule.everyBillWithTrial' },
  'first-bill': { excluded: 'affiliate.rule.firstBill', included: 'affiliate.rule.firstBillWithTrial' },
} as const;

export default function SummarySection({ info, locale, t, open }: Props) {
  const money = (amount: string) => formatMoney(locale, { amount, currency: info.currency });
  const readiness = withdrawReadiness(info);
  const figures: { label: 'affiliate.summary.toBeConfirmed' | 'affiliate.summary.withdrawable' | 'affiliate.summary.withdrawn' | 'affiliate.summary.inProgress'; amount: string; opens: DialogRequest }[] = [
    { label: 'affiliate.summary.toBeConfirmed', amount: info.bonus.toBeConfirmed, opens: { name: 'bills', status: 'to-be-confirmed' } },
    { label: 'affiliate.summary.withdrawable', amount: info.bonus.withdrawable, opens: { name: 'bills', status: 'withdrawable' } },
    { label: 'affiliate.summary.withdrawn', amount: info.bonus.withdrawn, opens: { name: 'withdrawals' } },
  ];
  if (toMinor(info.bonus.inProgress) > 0) figures.push({ label: 'affiliate.summary.inProgress', amount: info.bonus.inProgress, opens: { name: 'withdrawals' } });
  const scope = RULE_SCOPE[info.rule.scope];
  const rule = t('affiliate.rule', {
    who: t(info.rule.trialExcluded ? scope.excluded : scope.included),
    rate: info.rule.ratePercent,
    days: info.rule.holdDays,
    balance: money(info.minimums.balance),
    paypal: money(info.minimums.paypal),
  });

  return (
    <section className="stack" aria-labelledby="affiliate-summary-heading">
      <h2 id="affiliate-summary-heading">{t('affiliate.summary.heading')}</h2>
      <ul className="affiliate__figures">
        {figures.map((figure) => (
          <li key={figure.label}>
            <button type="button" className="affiliate__figure" aria-haspopup="dialog" onClick={() => open(figure.opens)}>
              <span className="affiliate__figure-label">{t(figure.label)}</span>{' '}
              <strong className="affiliate__figure-amount">{money(figure.amount)}</strong>
            </button>
          </li>
        ))}
      </ul>
      <p className="button-row">
        <button type="button" className="button" aria-haspopup="dialog" disabled={readiness.kind !== 'ready'} aria-describedby={readiness.kind === 'ready' ? undefined : 'affiliate-withdraw-why'} onClick={() => open({ name: 'withdraw' })}>
          {t('affiliate.withdraw')}
        </button>
      </p>
      {readiness.kind === 'below-minimum' ? <p id="affiliate-withdraw-why">{t('affiliate.withdraw.belowMinimum', { min: money(readiness.minimum) })}</p> : null}
      {readiness.kind === 'clawback' ? (
        <p id="affiliate-withdraw-why" className="notice notice--warning">
          {t('affiliate.withdraw.clawback', { amount: money(readiness.owed) })}
        </p>
      ) : null}
      <p className="affiliate__rule">{rule}</p>
      <p className="button-row">
        <button type="button" className="button button--small button--quiet" aria-haspopup="dialog" onClick={() => open({ name: 'bills', status: null })}>
          {t('affiliate.links.bills')}
        </button>
        <button type="button" className="button button--small button--quiet" aria-haspopup="dialog" onClick={() => open({ name: 'withdrawals' })}>
          {t('affiliate.links.withdrawals')}
        </button>
        <button type="button" className="button button--small button--quiet" aria-haspopup="dialog" onClick={() => open({ name: 'balance' })}>
          {t('affiliate.links.balance')}
        </button>
      </p>
    </section>
  );
}
