/**
 * The invited friends (reference §2.3 item 6): the friend's masked email or "anonymous
 * account", how they came, when, and where they are now, newest first, a page at a time.
 * Read when the section first shows, and again after an invite or gift is sent.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { formatDate } from '../../lib/core/i18n/format';
import { provider } from '../../lib/core/api/provider';
import { friends, hasMore } from '../../lib/affiliate/lists';
import { onInviteSent } from '../../lib/affiliate/store';
import ErrorNotice from '../ui/ErrorNotice';
import type { AffiliateTranslate } from './messages';

export default function FriendsSection({ locale, t }: { locale: Locale; t: AffiliateTranslate }) {
  const list = useStore(friends.$list);
  useEffect(() => {
    if (friends.$list.get().kind === 'idle') void friends.load(provider);
    return onInviteSent(() => void friends.load(provider));
  }, []);

  return (
    <section className="stack" aria-labelledby="affiliate-friends-heading">
      <h2 id="affiliate-friends-heading">{t('affiliate.friends.heading')}</h2>
      {list.kind === 'idle' || list.kind === 'loading' ? <p role="status">{t('affiliate.friends.loading')}</p> : null}
      {list.kind === 'error' ? <ErrorNotice error={list.error} t={t} onRetry={() => void friends.load(provider)} /> : null}
      {list.kind === 'ready' && list.value.rows.length === 0 ? <p>{t('affiliate.friends.empty')}</p> : null}
      {list.kind === 'ready' && list.value.rows.length > 0 ? (
        <>
          <table className="affiliate__table" aria-labelledby="affiliate-friends-heading">
            <thead>
              <tr>
                <th scope="col">{t('affiliate.friends.col.friend')}</th>
                <th scope="col">{t('affiliate.friends.col.via')}</th>
                <th scope="col">{t('affiliate.friends.col.date')}</th>
                <th scope="col">{t('affiliate.friends.col.state')}</th>
              </tr>
            </thead>
            <tbody>
              {list.value.rows.map((friend) => (
                <tr key={friend.id}>
                  <td>{friend.email ?? t('affiliate.friends.anonymous')}</td>
                  <td>{t(`affiliate.friends.via.${friend.via}`)}</td>
                  <td>
                    <time dateTime={friend.at}>{formatDate(locale, friend.at)}</time>
                  </td>
                  <td>
                    {t(`affiliate.friends.state.${friend.state}`)}
                    {friend.state === 'sent' && friend.giftExpiresAt ? <small className="affiliate__note">{t('affiliate.friends.giftUntil', { date: formatDate(locale, friend.giftExpiresAt) })}</small> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="notice__hint">{t('affiliate.friends.shown', { shown: list.value.rows.length, total: list.value.totalCount })}</p>
          {list.value.more.kind === 'error' ? <ErrorNotice error={list.value.more.error} t={t} onRetry={() => void friends.loadMore(provider)} /> : null}
          {list.value.more.kind === 'loading' ? <p role="status">{t('affiliate.moreLoading')}</p> : null}
          {hasMore(list.value) && list.value.more.kind === 'idle' ? (
            <p className="button-row">
              <button type="button" className="button button--quiet" onClick={() => void friends.loadMore(provider)}>
                {t('affiliate.more')}
              </button>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
