/**
 * Step 2: who the order is for. A logged-in visitor goes on with their account (and is
 * offered to renew a service they hold, chosen for them); anyone else gives an email or
 * makes an anonymous account whose login link they save first.
 */
import { useEffect, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../../lib/core/i18n/locales';
import type { Translate } from '../messages';
import { formatLoginLink } from '../../../lib/login/login-link';
import { emailProblemView } from '../../../lib/order/problems';
import { provider } from '../../../lib/core/api/provider';
import { routeHref } from '../../../lib/core/routes';
import { $credentials } from '../../../lib/core/stores/session';
import * as order from '../../../lib/order/store';
import { $accountCreation, createAnonymousAccount } from '../../../lib/order/anonymous-account';
import { $renewalOffer, chooseRenewal, loadRenewalCandidate } from '../../../lib/order/renewal-store';
import EmailField from '../../ui/EmailField';
import ErrorNotice from '../../ui/ErrorNotice';
import LoginLinkSaver from '../../ui/LoginLinkSaver';
import StepNav from '../StepNav';
import OrderReminder from '../OrderReminder';
import { continueToPayment } from '../../../lib/order/reminder-store';

interface Props {
  locale: Locale;
  t: Translate;
}

export default function AccountStep({ locale, t }: Props) {
  const credentials = useStore($credentials);
  // A login kept meanwhile (an anonymous account just made) is read again.
  useEffect(() => {
    void loadRenewalCandidate(provider);
  }, [credentials]);
  return credentials ? <LoggedIn locale={locale} t={t} /> : <NewBuyer locale={locale} t={t} />;
}

function LoggedIn({ locale, t }: Props) {
  const draft = useStore(order.$orderDraft);
  const credentials = useStore($credentials);
  const creation = useStore($accountCreation);
  const renewable = useStore($renewalOffer);
  const created = creation.kind === 'created';
  return (
    <div className="stack">
      {created && credentials ? (
        <>
          <p className="notice" role="status">{t('order.account.created')}</p>
          <LoginLinkSaver link={formatLoginLink(location.origin, locale, credentials)} t={t} />
        </>
      ) : (
        <p>{t('order.account.loggedIn')}</p>
      )}
      {renewable && !created ? (
        <fieldset className="stack">
          <legend>{t('order.renew.offer', { service: t('service.number', { id: renewable.serviceId }) })}</legend>
          <div className="choices">
            <label className="choice">
              <input type="radio" name="renew" checked={draft.renewServiceId === renewable.serviceId} onChange={() => chooseRenewal(renewable)} />
              <span className="choice__label">{t('order.renew.renew', { service: t('service.number', { id: renewable.serviceId }), product: renewable.productName })}</span>
            </label>
            <label className="choice">
              <input type="radio" name="renew" checked={draft.renewServiceId === null} onChange={() => chooseRenewal(null)} />
              <span className="choice__label">{t('order.renew.buyNew')}</span>
            </label>
          </div>
        </fieldset>
      ) : null}
      <OrderReminder locale={locale} t={t} />
      <StepNav
        back={{ label: t('order.back'), onClick: () => order.goToStep(1) }}
        // Before the payment step, an unpaid bill of theirs is named (the order reminder).
        forward={{ label: created ? t('order.account.savedContinue') : t('order.next'), onClick: () => void continueToPayment(provider) }}
      />
    </div>
  );
}

function NewBuyer({ locale, t }: Props) {
  const draft = useStore(order.$orderDraft);
  const emailState = useStore(order.$emailState);
  const creation = useStore($accountCreation);

  function onEmail(event: FormEvent) {
    event.preventDefault();
    void order.confirmEmail(provider);
  }

  const problem = emailState.kind === 'problem' ? emailProblemView(emailState.problem) : null;
  const back = { label: t('order.back'), onClick: () => order.goToStep(1) };
  return (
    <div className="stack">
      <fieldset className="choices">
        <legend>{t('order.account.legend')}</legend>
        <label className="choice">
          <input type="radio" name="account" checked={draft.accountMode === 'email'} onChange={() => order.chooseAccountMode('email')} />
          <span className="choice__label">{t('order.account.withEmail')}</span>
          <span className="choice__note">{t('order.account.withEmailHint')}</span>
        </label>
        <label className="choice">
          <input type="radio" name="account" checked={draft.accountMode === 'anonymous'} onChange={() => order.chooseAccountMode('anonymous')} />
          <span className="choice__label">{t('order.account.anonymous')}</span>
          <span className="choice__note">{t('order.account.anonymousHint')}</span>
        </label>
      </fieldset>
      {draft.accountMode === 'email' ? (
        <form className="stack" onSubmit={onEmail} noValidate>
          <EmailField
            id="order-email"
            label={t('order.account.email')}
            value={draft.email}
            problem={problem?.kind === 'field' ? t(problem.message) : null}
            onChange={order.editEmail}
          >
            {problem?.kind === 'notice' ? <ErrorNotice error={problem.error} t={t} onRetry={() => void order.confirmEmail(provider)} /> : null}
            {emailState.kind === 'checking' ? <p role="status">{t('order.account.checking')}</p> : null}
            {emailState.kind === 'registered' ? (
              <div className="notice" role="status">
                <p className="notice__hint">{t('order.account.registered')}</p>
                <p className="button-row">
                  <a className="button button--small" href={routeHref(locale, 'userLogin')}>
                    {t('action.login')}
                  </a>
                  <button type="button" className="button button--quiet button--small" onClick={() => order.goToStep(3)}>
                    {t('order.account.registeredContinue')}
                  </button>
                </p>
              </div>
            ) : null}
          </EmailField>
          <StepNav back={back} forward={{ label: t('order.next'), submit: true, disabled: emailState.kind === 'checking' }} />
        </form>
      ) : (
        <div className="stack">
          <p className="notice notice--warning">{t('order.account.anonymousWarning')}</p>
          {creation.kind === 'error' ? <ErrorNotice error={creation.error} t={t} /> : null}
          <StepNav
            back={back}
            forward={{
              label: creation.kind === 'creating' ? t('order.account.creating') : t('order.account.createAnonymous'),
              disabled: creation.kind === 'creating',
              onClick: () => void createAnonymousAccount(provider),
            }}
          />
        </div>
      )}
    </div>
  );
}
