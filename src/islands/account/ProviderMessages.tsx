/**
 * Messages from the provider, newest first: when (Hong Kong time), what about, title and
 * body. Their text is the provider staff's, set as text (React escapes it; never HTML),
 * line breaks kept by CSS. An empty list says so; a failed read says why, with a retry.
 */
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from '../../lib/core/i18n/t';
import { formatDateTime } from '../../lib/core/i18n/format';
import { provider } from '../../lib/core/api/provider';
import { $providerMessages, loadProviderMessages } from '../../lib/account/page-store';
import ErrorNotice from '../ui/ErrorNotice';
import type { AccountPageText } from './messages';

interface Props {
  locale: Locale;
  t: Translate<AccountPageText>;
}

export default function ProviderMessages({ locale, t }: Props) {
  const messages = useStore($providerMessages);

  const body = () => {
    switch (messages.kind) {
      case 'error':
        return <ErrorNotice error={messages.error} t={t} onRetry={() => void loadProviderMessages(provider, locale)} />;
      case 'ready':
        if (messages.value.length === 0) return <p>{t('account.messages.empty')}</p>;
        return (
          <ol className="provider-messages">
            {messages.value.map((message) => (
              <li key={message.id} className="provider-message stack">
                <h3 className="provider-message__title">{message.title}</h3>
                <p className="provider-message__meta">
                  <span>{t(`account.messages.kind.${message.kind}`)}</span>
                  {' · '}
                  <time dateTime={message.at}>{t('account.messages.at', { date: formatDateTime(locale, message.at) })}</time>
                </p>
                <p className="provider-message__body">{message.body}</p>
              </li>
            ))}
          </ol>
        );
      default:
        return (
          <p role="status" className="provider-messages__loading">
            {t('account.messages.loading')}
          </p>
        );
    }
  };

  return (
    <section className="stack" aria-labelledby="provider-messages-heading" aria-busy={messages.kind === 'loading' || messages.kind === 'idle' ? true : undefined}>
      <h2 id="provider-messages-heading">{t('account.messages.heading')}</h2>
      {body()}
    </section>
  );
}
