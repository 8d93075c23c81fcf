/** Shows a login link with copy and download, for a person who must keep it safe. */
import { useState } from 'react';
import type { Translate } from '../../lib/i18n/t';

interface Props {
  link: string;
  t: Translate;
}

export default function LoginLinkSaver({ link, t }: Props) {
  const [copied, setCopied] = useState(false);
  // A data: address downloads as a file without creating (and having to free) a blob.
  const fileUrl = `data:text/plain;charset=utf-8,${encodeURIComponent(`${link}\n`)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Clipboard refused (old in-app browsers): the field stays selected for a manual copy.
      setCopied(false);
    }
  }

  return (
    <div className="stack">
      <label className="field">
        <span>{t('order.account.linkLabel')}</span>
        <input className="input input--mono" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <p className="button-row">
        <button type="button" className="button button--small" onClick={() => void copy()}>
          {copied ? t('order.account.copied') : t('order.account.copy')}
        </button>
        <a className="button button--quiet button--small" href={fileUrl} download="skyline-login-link.txt">
          {t('order.account.download')}
        </a>
      </p>
    </div>
  );
}
