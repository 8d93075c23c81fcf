/** Numbered steps with the current one marked (order wizard, payment page). */
import './stepper.css';

interface Props {
  label: string;
  steps: string[];
  /** 1-based. */
  current: number;
}

export default function Stepper({ label, steps, current }: Props) {
  return (
    <ol className="stepper" aria-label={label}>
      {steps.map((step, index) => {
        const position = index + 1;
        const state = position === current ? 'stepper__item stepper__item--current' : position < current ? 'stepper__item stepper__item--done' : 'stepper__item';
        return (
          <li key={step} className={state} aria-current={position === current ? 'step' : undefined}>
            {step}
          </li>
        );
      })}
    </ol>
  );
}
