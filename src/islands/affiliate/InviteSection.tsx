/**
 * The free-trial gift and the mailed invite (reference §2.3 items 2–3): an email field and
 * a send button, today's invites left (shared by both), and each one off with its reason
 * (no paid plan, today's cap, no gifts left). One press sends once; the answer says to whom
 * it went, why it was refused, or that no answer came (then the friends list tells).
 */
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { formatDateTime } from '../../lib/core/i18n/format';
import { provider } from '../../lib/core/api/provider';
import type { AffiliateInfo } from '../../lib/affiliate/contract';
import { giftBlock, inviteBlock, invitesLeftToday } from '../../lib/affiliate/page-rules';
import { $giftSend, $mailSend, resetInvite, sendInvite } from '../../lib/affiliate/store';
import { GIFT_TRIAL_DAYS } from '../../lib/affiliate/terms';
import EmailField from '../ui/EmailField';
import ErrorNotice from '../ui/ErrorNotice';
import type { DialogRequest } from './AffiliateDialogs';
import type { AffiliateTranslate } from './messages';

interface Props {
  kind: 'gift' | 'mail';
  info: AffiliateInfo;
  locale: Locale;
  t: AffiliateTranslate;
  open: (request: DialogRequest) => void;
}

const WORDS = {
  gift: { heading: 'affiliate.gift.heading', send: 'affiliate.gift.send', sent: 'affiliate.gift.sent' },
  mail: { heading: 'affiliate.mail.heading', send: 'affiliate.mail.send', sent: 'affiliate.mail.sent' },
} as const;

export default function InviteSection({ kind, info, locale, t, open }: Props) {
  const send = useStore(kind === 'gift' ? $giftSend : $mailSend);
  const [email, setEmail] = useState('');
  const words = WORDS[kind];
  const id = `affiliate-${kind}`;
  const block = kind === 'gift' ? giftBlock(info) : inviteBlock(info);
  const sending = send.kind === 'sending';
  const resetsAt = formatDateTime(locale, info.invites.resetsAt);
  const why =
    block === 'not-eligible' ? t('affiliate.invite.notEligible') : block === 'daily-limit' ? t('affiliate.invite.noneLeft', { time: resetsAt }) : block === 'no-quota' ? t('affiliate.gift.noQuota') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (block || sending) return;
    void sendInvite(provider, kind, email, locale).then(() => {
      if ((kind === 'gift' ? $giftSend : $mailSend).get().kind === 'sent') setEmail('');
    });
  }

  return (
    <section className="stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t(words.heading)}</h2>
      {kind === 'gift' ? (
        <p>
          {t('affiliate.gift.intro', { days: GIFT_TRIAL_DAYS, left: info.quota.left })}{' '}
          <button type="button" className="button button--small button--quiet" aria-haspopup="dialog" onClick={() => open({ name: 'quota' })}>
            {t('affiliate.gift.quota')}
          </button>
        </p>
      ) : (
        <p>{t('affiliate.mail.intro')}</p>
      )}
      <form className="stack" noValidate onSubmit={submit}>
        <EmailField
          id={`${id}-email`}
          label={t('affiliate.invite.email')}
          value={email}
          problem={send.kind === 'problem' ? t(`affiliate.invite.${send.problem}`) : null}
          onChange={(value) => {
            setEmail(value);
            resetInvite(kind);
          }}
        />
        <p className="button-row">
          <button type="submit" className="button" disabled={block !== null || sending} aria-busy={sending || undefined} aria-describedby={why ? `${id}-why` : undefined}>
            {sending ? t('affiliate.invite.sending') : t(words.send)}
          </button>
        </p>
      </form>
      {why ? <p id={`${id}-why`}>{why}</p> : <p>{t('affiliate.invite.today', { left: invitesLeftToday(info), cap: info.invites.dailyCap })}</p>}
      {send.kind === 'sent' ? <p role="status">{t(words.sent, { email: send.email })}</p> : null}
      {/* Today's cap refused: the line above says when the Hong Kong day starts again (aff/info is read again after a refusal). */}
      {send.kind === 'refused' ? <ErrorNotice error={send.error} t={t} /> : null}
      {send.kind === 'unknown' ? (
        <p className="notice notice--warning" role="alert">
          {t('affiliate.invite.unknown')}
        </p>
      ) : null}
    </section>
  );
}
