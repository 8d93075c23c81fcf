/** Where a payment stands: created → waiting → paid → delivered (payment page and its preview). */
import type { Translate } from '../../lib/i18n/t';
import type { PaymentStage } from '../../lib/stores/payment';

const TIMELINE = ['created', 'waiting', 'paid', 'delivered'] as const;

export default function Timeline({ stage, t }: { stage: PaymentStage; t: Translate }) {
  const reached = stage === 'delivered' ? 3 : stage === 'paid' ? 2 : stage === 'waiting' || stage === 'failed' ? 1 : 0;
  return (
    <ol className="timeline" aria-label={t('pay.timeline.label')}>
      {TIMELINE.map((entry, index) => (
        <li key={entry} className={index < reached || (index === reached && reached === 3) ? 'timeline__item timeline__item--done' : index === reached ? 'timeline__item timeline__item--current' : 'timeline__item'} aria-current={index === reached ? 'step' : undefined}>
          {t(`pay.timeline.${entry}`)}
        </li>
      ))}
    </ol>
  );
}
