/**
 * Stripe's card field with its label and the card message shown at the field (spec
 * section 5): the payment page's card panel and the account page's "add a card" both
 * mount Stripe's element (or its test double) into `mountRef`, which Stripe then owns.
 */
import { useId, type RefObject } from 'react';

interface Props {
  mountRef: RefObject<HTMLDivElement | null>;
  label: string;
  /** The card message in words, or null while the card is fine. */
  problem: string | null;
  classes: { label: string; field: string };
}

export default function StripeCardField({ mountRef, label, problem, classes }: Props) {
  const labelId = useId();
  const problemId = useId();
  return (
    <>
      <p id={labelId} className={classes.label}>
        {label}
      </p>
      {/* Stripe (or its test double) owns everything inside this element. */}
      <div ref={mountRef} className={classes.field} role="group" aria-labelledby={labelId} aria-describedby={problem ? problemId : undefined} />
      {problem ? (
        <p id={problemId} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
