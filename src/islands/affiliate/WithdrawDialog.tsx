/**
 * 提領: where to (the balance, or PayPal, which stays off below its minimum with the
 * reason), how much (with "all"), the PayPal email, what will happen, and a deliberate
 * confirmation (a box, then a button naming the amount). Checked first as the provider
 * checks (lib/affiliate/withdraw-store.ts); one confirmation sends one request, the button
 * off while it is on its way, never sent again by the page. After no answer the dialog
 * reads the withdrawals and the figures and says what really happened.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { formatMoney } from '../../lib/core/i18n/format';
import { fromMinor } from '../../lib/core/rules/money';
import { provider } from '../../lib/core/api/provider';
import type { AffiliateInfo, WithdrawalDestination } from '../../lib/affiliate/contract';
import { $affiliateInfo } from '../../lib/affiliate/store';
import { paypalReachable } from '../../lib/affiliate/page-rules';
import { parseWithdrawalAmount } from '../../lib/affiliate/bonus';
import { $withdrawal, editWithdrawalAgain, minimumOf, openWithdrawal, submitWithdrawal, type WithdrawalProblem } from '../../lib/affiliate/withdraw-store';
import EmailField from '../ui/EmailField';
import ErrorNotice from '../ui/ErrorNotice';
import { DialogFrame, useDialogWords, type AffiliateDialogProps } from './dialog-parts';
import type { AffiliateDialogTranslate } from './messages';

export default function WithdrawDialog({ onClose, ...props }: AffiliateDialogProps) {
  const t = useDialogWords(props);
  const info = useStore($affiliateInfo);
  const step = useStore($withdrawal);
  useEffect(() => void openWithdrawal(provider), []);
  const busy = step.kind === 'sending' || step.kind === 'checking';

  return (
    <DialogFrame id="affiliate-withdraw" heading={t('affiliateDialog.withdraw.heading')} closeLabel={t('affiliateDialog.close')} onClose={onClose} busy={busy}>
      {info.kind === 'ready' ? <WithdrawForm info={info.value} t={t} locale={props.locale} /> : null}
    </DialogFrame>
  );
}

function WithdrawForm({ info, t, locale }: { info: AffiliateInfo; t: AffiliateDialogTranslate; locale: AffiliateDialogProps['locale'] }) {
  const step = useStore($withdrawal);
  const [destination, setDestination] = useState<WithdrawalDestination>('balance');
  const [amount, setAmount] = useState('');
  const [paypalEmail, setPaypalEmail] = useState('');
  const [understood, setUnderstood] = useState(false);
  const amountId = useId();
  const money = (value: string) => formatMoney(locale, { amount: value, currency: info.currency });
  const paypalOpen = paypalReachable(info);
  const cents = parseWithdrawalAmount(amount);
  const shownAmount = cents === null ? null : money(fromMinor(cents));
  const sending = step.kind === 'sending' || step.kind === 'checking';
  const problem = step.kind === 'editing' ? step.problem : null;
  const amountProblem = problem && 'field' in problem && problem.field === 'amount' ? t('affiliateDialog.withdraw.problem.amount') : null;
  const emailProblem = problem && 'field' in problem && problem.field === 'paypalEmail' ? t('affiliateDialog.withdraw.problem.paypalEmail') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!understood || sending) return;
    void submitWithdrawal(provider, { amount, destination, paypalEmail }, locale);
  }
  // A change after a refusal or a withdrawal that did not go is a new request (a new key when sent).
  const edit = () => editWithdrawalAgain();

  if (step.kind === 'done') {
    const done = money(step.withdrawal.amount);
    return (
      <p role="status" className="notice">
        {step.withdrawal.destination === 'paypal'
          ? t('affiliateDialog.withdraw.done.paypal', { amount: done })
          : step.accountBalance === null
            ? t('affiliateDialog.withdraw.done.balanceRead', { amount: done })
            : t('affiliateDialog.withdraw.done.balance', { amount: done, balance: money(step.accountBalance) })}
      </p>
    );
  }

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <p>{t('affiliateDialog.withdraw.available', { amount: money(info.bonus.withdrawable) })}</p>
      <fieldset className="choices" disabled={sending}>
        <legend>{t('affiliateDialog.withdraw.destination')}</legend>
        <label className="choice">
          <input type="radio" name="affiliate-destination" checked={destination === 'balance'} onChange={() => (setDestination('balance'), edit())} />
          <span className="choice__label">{t('affiliateDialog.withdraw.toBalance', { min: money(info.minimums.balance) })}</span>
        </label>
        <label className="choice">
          <input type="radio" name="affiliate-destination" checked={destination === 'paypal'} disabled={!paypalOpen} aria-describedby={paypalOpen ? undefined : 'affiliate-paypal-why'} onChange={() => (setDestination('paypal'), edit())} />
          <span className="choice__label">{t('affiliateDialog.withdraw.toPaypal', { min: money(info.minimums.paypal) })}</span>
        </label>
        {paypalOpen ? null : <p id="affiliate-paypal-why">{t('affiliateDialog.withdraw.paypalTooLow', { min: money(info.minimums.paypal) })}</p>}
      </fieldset>
      <div className="stack">
        <label className="field" htmlFor={amountId}>
          <span>{t('affiliateDialog.withdraw.amount', { currency: info.currency })}</span>
        </label>
        <p className="button-row">
          <input
            id={amountId}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            disabled={sending}
            aria-invalid={amountProblem ? true : undefined}
            aria-describedby={`${amountId}-problem`}
            onChange={(event) => (setAmount(event.target.value), edit())}
          />
          <button type="button" className="button button--small button--quiet" disabled={sending} onClick={() => (setAmount(info.bonus.withdrawable), edit())}>
            {t('affiliateDialog.withdraw.all')}
          </button>
        </p>
        <div id={`${amountId}-problem`}>{amountProblem ? <p className="field-error" role="alert">{amountProblem}</p> : null}</div>
      </div>
      {destination === 'paypal' ? <EmailField id="affiliate-paypal-email" name="paypalEmail" label={t('affiliateDialog.withdraw.paypalEmail')} value={paypalEmail} problem={emailProblem} onChange={(value) => (setPaypalEmail(value), edit())} /> : null}
      {shownAmount ? (
        <p>{destination === 'balance' ? t('affiliateDialog.withdraw.what.balance', { amount: shownAmount }) : t('affiliateDialog.withdraw.what.paypal', { amount: shownAmount, email: paypalEmail.trim() })}</p>
      ) : null}
      <Problem problem={problem} destination={destination} money={money} t={t} />
      <label className="choice">
        <input type="checkbox" checked={understood} disabled={sending} onChange={(event) => setUnderstood(event.target.checked)} />
        <span className="choice__label">{t('affiliateDialog.withdraw.understood')}</span>
      </label>
      {step.kind === 'sending' ? <p role="status">{t('affiliateDialog.withdraw.sending')}</p> : null}
      {step.kind === 'checking' ? <p role="status">{t('affiliateDialog.withdraw.checking')}</p> : null}
      {step.kind === 'not-done' ? <p role="alert">{t('affiliateDialog.withdraw.notDone')}</p> : null}
      {step.kind === 'unknown' ? (
        <p className="notice notice--warning" role="alert">
          {t('affiliateDialog.withdraw.unknown')}
        </p>
      ) : null}
      <p className="button-row">
        <button type="submit" className="button" disabled={!understood || sending || step.kind === 'unknown'} aria-busy={sending || undefined}>
          {t('affiliateDialog.withdraw.confirm', { amount: shownAmount ?? money('0') })}
        </button>
      </p>
    </form>
  );
}

/** A refusal that is not a field's: a minimum, the pool, an open PayPal request, or a catalogued failure. */
function Problem({ problem, destination, money, t }: { problem: WithdrawalProblem | null; destination: WithdrawalDestination; money: (amount: string) => string; t: AffiliateDialogTranslate }) {
  if (!problem || 'field' in problem) return null;
  const say = (text: string) => (
    <p className="notice notice--error" role="alert">
      {text}
    </p>
  );
  if ('minimumCents' in problem) return say(t(`affiliateDialog.withdraw.problem.minimum.${destination}`, { min: money(minimumOf(problem)) }));
  if ('withdrawableCents' in problem) return say(t('affiliateDialog.withdraw.problem.over', { amount: money(fromMinor(problem.withdrawableCents)) }));
  if (problem.error === 'WithdrawalPending') return say(t('affiliateDialog.withdraw.problem.pending'));
  return <ErrorNotice error={problem.error} t={t} />;
}
