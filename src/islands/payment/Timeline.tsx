/** Where a payment stands: created → waiting → detected → paid → delivered (payment page and its preview). */
import type { Translate } from './messages';
import { TIMELINE_STEPS, timelineStep } from '../../lib/payment/timeline';
import type { PaymentStage } from '../../lib/payment/stage';

export default function Timeline({ stage, moneySeen = false, t }: { stage: PaymentStage; moneySeen?: boolean; t: Translate }) {
  const reached = TIMELINE_STEPS.indexOf(timelineStep(stage, moneySeen));
  const last = TIMELINE_STEPS.length - 1;
  return (
    <ol className="timeline" aria-label={t('pay.timeline.label')}>
      {TIMELINE_STEPS.map((entry, index) => (
        <li
          key={entry}
          className={index < reached || (index === reached && reached === last) ? 'timeline__item timeline__item--done' : index === reached ? 'timeline__item timeline__item--current' : 'timeline__item'}
          aria-current={index === reached ? 'step' : undefined}
        >
          {t(`pay.timeline.${entry}`)}
        </li>
      ))}
    </ol>
  );
}
