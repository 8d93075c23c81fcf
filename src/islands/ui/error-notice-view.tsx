/** @jsxImportSource jsx-dom/min */
/**
 * ErrorNotice for views drawn without React (docs/decisions/0040): the same markup, the
 * same keys (`shownErrorKeys`) and the same way forward.
 */
import { shownErrorKeys, type AppErrorName } from '../../lib/api/errors';
import type { AreaKey, Translate } from '../../lib/i18n/t';
import { checkHumanAgain } from '../../lib/guard/human-token';

interface Props {
  error: AppErrorName;
  t: Translate<AreaKey<'error' | 'action'>>;
  onRetry?: () => void;
  /** Unique on the page: the notice stays one element across drawings, so it is read out once. */
  id?: string;
}

export function ErrorNoticeView({ error, t, onRetry, id }: Props) {
  const keys = shownErrorKeys(error, t);
  return (
    <div id={id} className="notice notice--error" role="alert">
      <strong className="notice__title">{t(keys.title)}</strong>
      <p className="notice__hint">{t(keys.hint)}</p>
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
