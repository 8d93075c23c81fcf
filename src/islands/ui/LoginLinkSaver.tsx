/** Shows a login link with copy and download, for a person who must keep it safe. */
import CopyButton from './CopyButton';
import type { AreaKey, Translate } from '../../lib/core/i18n/t';

/** Its words are the order wizard's (`order.account.*`), where the link is first shown; a reset says them in its own area. */
export type LoginLinkSaverKey = Extract<AreaKey<'order'>, `order.account.${'linkLabel' | 'copy' | 'copied' | 'download'}`>;

interface Props {
  link: string;
  t: Translate<LoginLinkSaverKey>;
}

export default function LoginLinkSaver({ link, t }: Props) {
  // A data: address downloads as a file without creating (and having to free) a blob.
  const fileUrl = `data:text/plain;charset=utf-8,${encodeURIComponent(`${link}\n`)}`;

  return (
    <div className="stack">
      <label className="field">
        <span>{t('order.account.linkLabel')}</span>
        <input className="input input--mono" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <p className="button-row">
        <CopyButton value={link} label={t('order.account.copy')} copiedText={t('order.account.copied')} className="button button--small" />
        <a className="button button--quiet button--small" href={fileUrl} download="skyline-login-link.txt">
          {t('order.account.download')}
        </a>
      </p>
    </div>
  );
}
