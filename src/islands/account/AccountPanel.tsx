/**
 * The manage-account page (spec section 2, "Manage account"; issue 11), an island: the
 * login link (hidden until shown, copy, download, a printable recovery sheet), the
 * account's email (bound for the account), the selected service and the switch, the
 * account reset, and the provider's messages. Saved cards and balance are islands of
 * their own on the page. State and actions: stores/account-page and the sections' stores;
 * the head's early reads (ADR 0026) have usually started the reads this asks for.
 *
 * Astro prerenders the loading state from this component, with no user: the sections'
 * headings with their space kept, nothing private. The hydration render is the same; the
 * account shows from the render after, once the guard has passed with a login.
 */
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom, type Translate } from '../../lib/core/i18n/t';
import { provider } from '../../lib/core/api/provider';
import { $guardState } from '../../lib/core/stores/guard';
import { $credentials } from '../../lib/core/stores/session';
import { ensureAccountPageLoaded } from '../../lib/account/page-store';
import { useReadsPerLogin } from '../ui/use-reads-per-login';
import { useHydrated } from '../ui/use-hydrated';
import EmailBindingSection from '../email-binding/EmailBindingSection';
import ResetSection from '../reset/ResetSection';
import LoginLinkSection from './LoginLinkSection';
import ServiceChoiceSection from './ServiceChoiceSection';
import ProviderMessages from './ProviderMessages';
import type { AccountPageMessages, AccountPageText } from './messages';
import './account-page.css';
import { island } from '../ui/island-boundary';

interface Props {
  locale: Locale;
  /** The areas and keys the page sends (`ACCOUNT_PAGE_AREAS`, the page's errors, the switch dialog's words). */
  messages: AccountPageMessages;
}

type T = Translate<AccountPageText>;

/** The email section binds for the account, not a service (au/email/*). */
const ACCOUNT_TARGET = { kind: 'account' } as const;

function AccountPanel({ locale, messages }: Props) {
  const t: T = translatorFrom<AccountPageText>(locale, messages);
  const guard = useStore($guardState);
  const credentials = useStore($credentials);
  const hydrated = useHydrated();

  // The page's reads, once per login: now, and again when a login arrives later (another tab, a reset).
  useReadsPerLogin(() => ensureAccountPageLoaded(provider, locale));

  if (!hydrated || guard !== 'pass' || !credentials) return <AccountSkeleton t={t} />;
  return (
    <div className="stack account-sections">
      <LoginLinkSection locale={locale} pair={credentials} t={t} />
      <EmailBindingSection locale={locale} target={ACCOUNT_TARGET} t={t} />
      <ServiceChoiceSection locale={locale} t={t} />
      <ResetSection locale={locale} serviceId={null} t={t} />
      <ProviderMessages locale={locale} t={t} />
    </div>
  );
}

/** Before the guard passes: the sections' headings with their space kept, nothing private. */
function AccountSkeleton({ t }: { t: T }) {
  const headings = ['account.link.heading', 'email.heading', 'account.service.heading', 'reset.heading', 'account.messages.heading'] as const;
  return (
    <div className="stack account-sections" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('account.loading')}
      </p>
      {headings.map((heading, index) => (
        <section key={heading} className="stack">
          <h2>{t(heading)}</h2>
          <p className="skeleton" aria-hidden="true">
            {'\u00a0'}
          </p>
          {/* The login link's section holds two lines: the link and its buttons. */}
          {index === 0 ? (
            <p className="skeleton" aria-hidden="true">
              {'\u00a0'}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}

export default island(AccountPanel);
