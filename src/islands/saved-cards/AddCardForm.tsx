/**
 * "Add a card" (loaded when first opened): the provider's set-up and Stripe.js load,
 * then Stripe's card field; the spec's card messages show at the field and what was typed
 * stays; a lost answer is checked by reading the list again. When Stripe.js cannot be
 * loaded it says card payments are unavailable (the list above keeps working).
 */
import { useEffect, useRef } from 'react';
import StripeCardField from '../ui/StripeCardField';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from '../../lib/core/i18n/t';
import { provider } from '../../lib/core/api/provider';
import { $stripe } from '../../lib/payment/stripe-js';
import { $addCard, $addCardField, closeAddCard, openAddCard } from '../../lib/saved-cards/store';
import { confirmAddCard, mountAddCardField, recheckAddedCard, retryCardForm } from '../../lib/saved-cards/add-card-store';
import ErrorNotice from '../ui/ErrorNotice';
import type { SavedCardsText } from './messages';

interface Props {
  locale: Locale;
  t: Translate<SavedCardsText>;
}

export default function AddCardForm({ locale, t }: Props) {
  const add = useStore($addCard);
  const stripe = useStore($stripe);
  const field = useStore($addCardField);
  const mountPoint = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The form took the place of the button the person pressed: start them at its top.
  useEffect(() => heading.current?.focus(), []);

  const showField = add.kind === 'open' && stripe.kind === 'ready';
  useEffect(() => {
    const node = mountPoint.current;
    return showField && node ? mountAddCardField(node) : undefined;
  }, [showField]);

  const cancel = (
    <button type="button" className="button button--quiet" disabled={add.kind === 'open' && add.phase !== 'editing'} onClick={closeAddCard}>
      {t('cards.form.cancel')}
    </button>
  );

  let body;
  if (add.kind === 'prepareFailed') {
    body = (
      <>
        <ErrorNotice error={add.error} t={t} onRetry={() => void openAddCard(provider, locale)} />
        <p className="button-row">{cancel}</p>
      </>
    );
  } else if (stripe.kind === 'unavailable') {
    body = (
      <>
        <div className="notice notice--error" role="alert">
          <strong className="notice__title">{t('pay.card.unavailable.title')}</strong>
          <p className="notice__hint">{t('cards.unavailable.hint')}</p>
          <button type="button" className="button button--small" onClick={() => void retryCardForm(locale)}>
            {t('action.retry')}
          </button>
        </div>
        <p className="button-row">{cancel}</p>
      </>
    );
  } else if (add.kind !== 'open' || stripe.kind !== 'ready') {
    body = (
      <>
        <p role="status">{t('pay.card.loading')}</p>
        <p className="button-row">{cancel}</p>
      </>
    );
  }

  const outcome = add.kind === 'open' ? add.outcome : null;
  const problem = outcome?.kind === 'problem' ? outcome.problem : field.problem;
  const busy = add.kind === 'open' && add.phase !== 'editing';
  return (
    <section className="stack add-card" aria-labelledby="add-card-heading">
      <h3 id="add-card-heading" ref={heading} tabIndex={-1}>
        {t('cards.form.heading')}
      </h3>
      {body}
      {/* Stripe's field stays mounted across tries, so what was typed is kept. */}
      <form
        className="stack"
        noValidate
        hidden={!showField}
        onSubmit={(event) => {
          event.preventDefault();
          void confirmAddCard(provider);
        }}
      >
        <div>
          <StripeCardField mountRef={mountPoint} label={t('pay.card.fieldLabel')} problem={problem ? t(`pay.card.problem.${problem}`) : null} classes={{ label: 'add-card__label', field: 'add-card__field' }} />
        </div>
        {outcome?.kind === 'declined' ? (
          <p className="notice notice--error" role="alert">
            {t('cards.form.declined')}
          </p>
        ) : null}
        {outcome?.kind === 'notAdded' ? (
          <p className="notice notice--error" role="alert">
            {t('cards.form.notAdded')}
          </p>
        ) : null}
        {outcome?.kind === 'unknown' ? (
          <div className="notice notice--error" role="alert">
            <p className="notice__title">{t('cards.form.unknown')}</p>
            <button type="button" className="button button--small" onClick={() => void recheckAddedCard(provider)}>
              {t('cards.form.checkAgain')}
            </button>
          </div>
        ) : null}
        {add.kind === 'open' && add.phase === 'checking' ? <p role="status">{t('cards.form.checking')}</p> : null}
        <p className="notice__hint">{t('pay.card.noUnionPay')}</p>
        <p className="button-row">
          <button type="submit" className="button" disabled={busy}>
            {add.kind === 'open' && add.phase === 'confirming' ? t('pay.card.confirming') : t('cards.form.save')}
          </button>
          {cancel}
        </p>
        <p className="notice__hint">{t('pay.card.secure')}</p>
      </form>
    </section>
  );
}
