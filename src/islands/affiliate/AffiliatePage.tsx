/**
 * The invite-friends page (spec §2 `user/affiliate`, issue 25, reference §2.3), an island:
 * the bonus summary and its rule line, the free-trial gift, the mailed invite, the link and
 * its code, the QR code and the invited friends; the dialogs (booked bills, withdrawal,
 * withdrawals, balance history, gift quota) are fetched on first open with their words.
 * Without a verified email the provider answers `EmailNotBound` and the page shows only the
 * prompt and the account's email binding. State: lib/affiliate/store.ts.
 *
 * Astro prerenders the loading state from this component, with no user: the sections'
 * headings, nothing private. The figures show from the render after hydration, once the
 * guard has passed with a login and `aff/info` has answered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom } from '../../lib/core/i18n/t';
import { provider } from '../../lib/core/api/provider';
import { $guardState } from '../../lib/core/stores/guard';
import { $credentials } from '../../lib/core/stores/session';
import { $accountInfo } from '../../lib/account/store';
import { $affiliateInfo, ensureAffiliateLoaded, loadAffiliateInfo } from '../../lib/affiliate/store';
import type { AffiliateInfo } from '../../lib/affiliate/contract';
import EmailBindingSection from '../email-binding/EmailBindingSection';
import ErrorNotice from '../ui/ErrorNotice';
import { useReadsPerLogin } from '../ui/use-reads-per-login';
import { useHydrated } from '../ui/use-hydrated';
import { island } from '../ui/island-boundary';
import SummarySection from './SummarySection';
import InviteSection from './InviteSection';
import LinkSection from './LinkSection';
import QrSection from './QrSection';
import FriendsSection from './FriendsSection';
import AffiliateDialogs, { type DialogRequest } from './AffiliateDialogs';
import type { AffiliateMessages, AffiliateTranslate } from './messages';
import './affiliate.css';

interface Props {
  locale: Locale;
  /** `AFFILIATE_AREAS` whole and the errors of `AFFILIATE_PAGE_ERRORS`. */
  messages: AffiliateMessages;
}

/** The email binding is the account's (au/email/*), as on the account page. */
const ACCOUNT_TARGET = { kind: 'account' } as const;

function AffiliatePage({ locale, messages }: Props) {
  const t: AffiliateTranslate = translatorFrom(locale, messages);
  const guard = useStore($guardState);
  const credentials = useStore($credentials);
  const info = useStore($affiliateInfo);
  const hydrated = useHydrated();

  useReadsPerLogin(() => void ensureAffiliateLoaded(provider, locale));

  if (!hydrated || guard !== 'pass' || !credentials || info.kind === 'idle' || info.kind === 'loading') return <AffiliateSkeleton t={t} />;
  if (info.kind === 'error' && info.error === 'EmailNotBound') return <NoEmail locale={locale} t={t} />;
  if (info.kind === 'error') return <ErrorNotice error={info.error} t={t} onRetry={() => void loadAffiliateInfo(provider, locale)} />;
  return <Sections info={info.value} locale={locale} t={t} />;
}

function Sections({ info, locale, t }: { info: AffiliateInfo; locale: Locale; t: AffiliateTranslate }) {
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  // The control that opened a dialog gets the focus back when it closes (several controls open the same one).
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((request: DialogRequest) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(request);
  }, []);
  const close = useCallback(() => {
    setDialog(null);
    opener.current?.focus();
  }, []);
  return (
    <div className="stack affiliate">
      <SummarySection info={info} locale={locale} t={t} open={open} />
      <InviteSection kind="gift" info={info} locale={locale} t={t} open={open} />
      <InviteSection kind="mail" info={info} locale={locale} t={t} open={open} />
      <LinkSection info={info} locale={locale} t={t} />
      <QrSection t={t} />
      <FriendsSection locale={locale} t={t} />
      <AffiliateDialogs request={dialog} locale={locale} t={t} onClose={close} />
    </div>
  );
}

/** No verified email: only the prompt, and the account page's email binding (the same component). */
function NoEmail({ locale, t }: { locale: Locale; t: AffiliateTranslate }) {
  const account = useStore($accountInfo);
  // Verified in the binding's dialog: the page reads aff/info again and shows itself.
  const verified = account?.email !== null && account?.status === 'verified';
  useEffect(() => {
    if (verified) void loadAffiliateInfo(provider, locale);
  }, [verified, locale]);
  return (
    <div className="stack affiliate">
      <p className="notice">
        <strong>{t('affiliate.noEmail')}</strong>
      </p>
      <EmailBindingSection locale={locale} target={ACCOUNT_TARGET} t={t} />
    </div>
  );
}

/** Before the guard passes and aff/info answers: the sections' headings with their space kept, nothing private. */
function AffiliateSkeleton({ t }: { t: AffiliateTranslate }) {
  const headings = ['affiliate.summary.heading', 'affiliate.gift.heading', 'affiliate.mail.heading', 'affiliate.link.heading', 'affiliate.qr.heading', 'affiliate.friends.heading'] as const;
  return (
    <div className="stack affiliate" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('affiliate.loading')}
      </p>
      {headings.map((heading) => (
        <section key={heading} className="stack">
          <h2>{t(heading)}</h2>
          <p className="skeleton" aria-hidden="true">
            {'\u00a0'}
          </p>
        </section>
      ))}
    </div>
  );
}

export default island(AffiliatePage);
