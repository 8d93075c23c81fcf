/**
 * The manage-account page (spec section 2, "Manage account"; issue 11): the login link
 * (hidden until shown, copy, download, a printable recovery sheet), the account's email
 * (the email-binding section, bound for the account), the selected service and the switch,
 * the account reset, and the provider's messages. Saved cards and balance are islands of
 * their own on the page. State and actions: stores/account-page and the sections' stores.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import { translatorFrom, type Translate } from '../../lib/i18n/t';
import { provider } from '../../lib/api/provider';
import { $guardState } from '../../lib/stores/guard';
import { $credentials } from '../../lib/stores/session';
import { ensureAccountPageLoaded } from '../../lib/stores/account-page';
import { useHydrated } from '../ui/use-hydrated';
import DomPart from '../ui/DomPart';
import { mountEmailBinding } from '../email-binding/email-binding-view';
import { mountReset } from '../reset/reset-view';
import LoginLinkSection from './LoginLinkSection';
import ServiceChoiceSection from './ServiceChoiceSection';
import ProviderMessages from './ProviderMessages';
import type { AccountPageText } from './messages';
import './account-page.css';

interface Props {
  locale: Locale;
  /** The areas and keys the page sends (`ACCOUNT_PAGE_AREAS`, the page's errors, the switch dialog's words). */
  messages: Record<AccountPageText, string>;
}

type T = Translate<AccountPageText>;

/** The email section binds for the account, not a service (au/email/*). */
const ACCOUNT_TARGET = { kind: 'account' } as const;

export default function AccountPanel({ locale, messages }: Props) {
  const t: T = translatorFrom<AccountPageText>(locale, messages);
  const guard = useStore($guardState);
  const credentials = useStore($credentials);
  const hydrated = useHydrated();

  // The page script has usually started the reads; a login that arrived later (or a new one) starts them here.
  useEffect(() => {
    if (credentials) ensureAccountPageLoaded(provider, locale);
  }, [credentials, locale]);

  // The prerendered HTML is the skeleton: hydrate onto it, then show the account once the guard has passed.
  if (!hydrated || guard !== 'pass' || !credentials) return <AccountSkeleton t={t} />;
  return (
    <div className="stack account-sections">
      <LoginLinkSection locale={locale} pair={credentials} t={t} />
      {/* The email and reset sections are drawn without React, as on the service page (ADR 0040). */}
      <DomPart deps={[locale]} mount={(place) => mountEmailBinding(place, { locale, target: () => ACCOUNT_TARGET, t })} />
      <ServiceChoiceSection locale={locale} t={t} />
      <DomPart deps={[locale]} mount={(place) => mountReset(place, { locale, serviceId: () => null, t })} />
      <ProviderMessages locale={locale} t={t} />
    </div>
  );
}

/** Before the guard passes: the sections' headings with their space kept, nothing private. */
function AccountSkeleton({ t }: { t: T }) {
  const blank = (
    <p className="skeleton" aria-hidden="true">
      {'\u00a0'}
    </p>
  );
  return (
    <div className="stack account-sections" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('account.loading')}
      </p>
      <section className="stack">
        <h2>{t('account.link.heading')}</h2>
        {blank}
        {blank}
      </section>
      <section className="stack">
        <h2>{t('email.heading')}</h2>
        {blank}
      </section>
      <section className="stack">
        <h2>{t('account.service.heading')}</h2>
        {blank}
      </section>
      <section className="stack">
        <h2>{t('reset.heading')}</h2>
        {blank}
      </section>
      <section className="stack">
        <h2>{t('account.messages.heading')}</h2>
        {blank}
      </section>
    </div>
  );
}
