/**
 * Card (Stripe): Stripe.js is loaded when this panel opens, never before; if it cannot
 * be loaded (js.stripe.com is unreachable, as in mainland China) the panel says card
 * payments are unavailable within a few seconds and the person picks another method.
 * With Stripe: the saved cards of a logged-in owner or a new card in Stripe's card
 * field, confirmed with the payment's client secret. State lives in lib/payment/card-store.ts.
 */
import { useEffect, useRef, type RefObject } from 'react';
import StripeCardField from '../ui/StripeCardField';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from './messages';
import { provider } from '../../lib/core/api/provider';
import * as card from '../../lib/payment/card-store';
import ErrorNotice from '../ui/ErrorNotice';

interface Props {
  invoiceId: number;
  instruction: card.CardInstruction;
  /** Saved cards belong to the logged-in owner; the no-login view pays with a new card. */
  withLogin: boolean;
  /** What is due, formatted, for the confirm button. */
  amount: string;
  locale: Locale;
  t: Translate;
}

export default function CardPanel({ invoiceId, instruction, withLogin, amount, locale, t }: Props) {
  const stripe = useStore(card.$stripe);
  const saved = useStore(card.$savedCards);
  const choice = useStore(card.$cardChoice);
  const field = useStore(card.$cardField);
  const confirm = useStore(card.$cardConfirm);
  const mountPoint = useRef<HTMLDivElement>(null);
  const googlePay = useStore(card.$googlePay);
  const googlePayOffered = useStore(card.$googlePayOffered);
  const walletPoint = useRef<HTMLDivElement>(null);

  useEffect(() => {
    card.resetCardPanel();
    void card.openCardForm(instruction.publishableKey, locale);
    void card.loadSavedCards(provider, withLogin);
    return () => card.resetCardPanel();
  }, [instruction.publishableKey, locale, withLogin]);

  const showField = stripe.kind === 'ready' && choice === card.NEW_CARD;
  useEffect(() => {
    const node = mountPoint.current;
    return showField && node ? card.mountCardField(node) : undefined;
  }, [showField]);

  // Google Pay only where the provider offers it and Stripe.js is here; its element says whether the browser has it.
  const showWallet = stripe.kind === 'ready' && googlePayOffered;
  useEffect(() => {
    const node = walletPoint.current;
    return showWallet && node ? card.mountGooglePayButton(node, provider, invoiceId, instruction, locale) : undefined;
  }, [showWallet, invoiceId, instruction, locale]);

  if (stripe.kind === 'unavailable') {
    return (
      <div className="notice notice--error" role="alert">
        <strong className="notice__title">{t('pay.card.unavailable.title')}</strong>
        <p className="notice__hint">{t('pay.card.unavailable.hint')}</p>
        <button type="button" className="button button--small" onClick={() => void card.openCardForm(instruction.publishableKey, locale)}>
          {t('action.retry')}
        </button>
      </div>
    );
  }
  if (stripe.kind !== 'ready') return <p role="status">{t('pay.card.loading')}</p>;

  const problem = confirm.kind === 'problem' ? confirm.problem : field.problem;
  const cards = saved.kind === 'ready' ? saved.cards : [];
  return (
    <div className="stack">
      {showWallet ? <GooglePay state={googlePay} mountRef={walletPoint} t={t} /> : null}
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void card.confirmCard(provider, invoiceId, instruction);
        }}
      >
        {cards.length > 0 ? (
          <fieldset className="choices">
            <legend>{t('pay.card.choose')}</legend>
            {cards.map((saved) => (
              <label key={saved.pmId} className="choice">
                <input type="radio" name="card-choice" checked={choice === saved.pmId} onChange={() => card.chooseCard(saved.pmId)} />
                <span className="choice__label">{t('pay.card.savedCard', card.savedCardLabel(saved))}</span>
              </label>
            ))}
            <label className="choice">
              <input type="radio" name="card-choice" checked={choice === card.NEW_CARD} onChange={() => card.chooseCard(card.NEW_CARD)} />
              <span className="choice__label">{t('pay.card.newCard')}</span>
            </label>
          </fieldset>
        ) : null}
        {saved.kind === 'error' ? <p className="notice__hint">{t('pay.card.savedError')}</p> : null}
        <div className="stack" hidden={!showField}>
          <StripeCardField mountRef={mountPoint} label={t('pay.card.fieldLabel')} problem={problem ? t(`pay.card.problem.${problem}`) : null} classes={{ label: 'card-field__label', field: 'card-field' }} />
        </div>
        <p className="notice__hint">{t('pay.card.noUnionPay')}</p>
        {confirm.kind === 'failed' ? <ErrorNotice error="PaymentFailed" t={t} /> : null}
        {confirm.kind === 'confirmed' ? <p role="status">{t('pay.card.confirmed')}</p> : null}
        <p>
          <button type="submit" className="button" disabled={confirm.kind === 'confirming' || confirm.kind === 'confirmed'}>
            {confirm.kind === 'confirming' ? t('pay.card.confirming') : t('pay.card.confirm', { amount })}
          </button>
        </p>
        <p className="notice__hint">{t('pay.card.secure')}</p>
      </form>
    </div>
  );
}

/**
 * Google Pay's button (Stripe's element, mounted by the store) above the card form: kept
 * out of sight while the element finds out whether this browser has Google Pay, and not
 * shown at all when it has not (the panel then says nothing about it).
 */
function GooglePay({ state, mountRef, t }: { state: card.GooglePayState; mountRef: RefObject<HTMLDivElement | null>; t: Translate }) {
  const shown = state.kind === 'available' || state.kind === 'confirming' || state.kind === 'failed' || state.kind === 'confirmed';
  return (
    <section className={shown ? 'stack wallet' : 'wallet wallet--pending'} aria-labelledby={shown ? 'google-pay-heading' : undefined} hidden={state.kind === 'unavailable'} data-google-pay={state.kind}>
      {shown ? <h2 id="google-pay-heading">{t('pay.googlePay.heading')}</h2> : null}
      <div ref={mountRef} />
      {state.kind === 'confirming' ? <p role="status">{t('pay.googlePay.confirming')}</p> : null}
      {state.kind === 'failed' ? <ErrorNotice error="PaymentFailed" t={t} /> : null}
      {state.kind === 'confirmed' ? <p role="status">{t('pay.card.confirmed')}</p> : null}
      {shown ? <p className="notice__hint">{t('pay.googlePay.orCard')}</p> : null}
    </section>
  );
}
