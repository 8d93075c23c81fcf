/**
 * A part of the subscription section fetched on demand (the QR code, the share dialog,
 * the setup guide): itself once it has arrived, a placeholder meanwhile, and, when it
 * could not be fetched, what failed with "try again" (the address above stays to copy).
 */
import type { ReactNode } from 'react';
import type { Translate } from '../../lib/i18n/t';
import type { OnDemand } from '../ui/use-on-demand';
import type { SubscriptionText } from './messages';

interface Props<M> {
  part: OnDemand<M>;
  retry: () => void;
  /** What could not be shown. */
  title: string;
  t: Translate<SubscriptionText>;
  placeholder?: ReactNode;
  className?: string;
  children: (module: M) => ReactNode;
}

export default function OnDemandPart<M>({ part, retry, title, t, placeholder = null, className = '', children }: Props<M>) {
  if (part.kind === 'ready') return <>{children(part.module)}</>;
  if (part.kind !== 'failed') return <>{placeholder}</>;
  return (
    <div className={`notice notice--error ${className}`.trim()} role="alert">
      <strong className="notice__title">{title}</strong>
      <p className="notice__hint">{t('subscription.fallback.hint')}</p>
      <button type="button" className="button button--small" onClick={retry}>
        {t('action.retry')}
      </button>
    </div>
  );
}
