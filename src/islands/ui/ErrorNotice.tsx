/** A catalogued error with its way forward, inside an island. */
import type { ReactNode } from 'react';
import { shownErrorKeys, type AppErrorName } from '../../lib/core/api/errors';
import type { AreaKey, Translate } from '../../lib/core/i18n/t';
import { checkHumanAgain } from '../../lib/core/guard/human-token';

interface Props {
  error: AppErrorName;
  /**
   * A page may send only the errors it can raise (`errorKeysOf`); one outside them is
   * told as "request failed" rather than shown as its key.
   */
  t: Translate<AreaKey<'error' | 'action'>>;
  onRetry?: () => void;
  /** More about this occurrence, after the catalogue's hint (the hourly limit's time). */
  children?: ReactNode;
}

export default function ErrorNotice({ error, t, onRetry, children }: Props) {
  const keys = shownErrorKeys(error, t);
  return (
    <div className="notice notice--error" role="alert">
      <strong className="notice__title">{t(keys.title)}</strong>
      <p className="notice__hint">{t(keys.hint)}</p>
      {children}
      {keys.action === 'action.verifyAgain' ? (
        <button type="button" className="button button--small" onClick={checkHumanAgain}>
          {t('action.verifyAgain')}
        </button>
      ) : onRetry ? (
        <button type="button" className="button button--small" onClick={onRetry}>
          {t('action.retry')}
        </button>
      ) : null}
    </div>
  );
}
