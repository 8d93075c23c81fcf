/** A catalogued error with its way forward, inside an island. */
import { errorMessageKeys, type AppErrorName } from '../../lib/api/errors';
import type { AreaKey, Translate } from '../../lib/i18n/t';

interface Props {
  error: AppErrorName;
  t: Translate<AreaKey<'error' | 'action'>>;
  onRetry?: () => void;
}

export default function ErrorNotice({ error, t, onRetry }: Props) {
  const keys = errorMessageKeys(error);
  return (
    <div className="notice notice--error" role="alert">
      <strong className="notice__title">{t(keys.title)}</strong>
      <p className="notice__hint">{t(keys.hint)}</p>
      {onRetry ? (
        <button type="button" className="button button--small" onClick={onRetry}>
          {t('action.retry')}
        </button>
      ) : null}
    </div>
  );
}
