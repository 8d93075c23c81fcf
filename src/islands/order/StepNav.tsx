/**
 * The wizard's Back/Next row, written once for every step: "Back" (none on the first
 * step) and the step's own forward button, which may submit the step's form.
 */
interface Forward {
  label: string;
  /** Omitted for a submit button: the form's own submit handler moves on. */
  onClick?: () => void;
  submit?: boolean;
  disabled?: boolean;
  /** The first step's "Next": the page script keeps a press on it made before the island wakes. */
  keptBeforeWake?: boolean;
}

interface Props {
  back?: { label: string; onClick: () => void };
  forward: Forward;
}

export default function StepNav({ back, forward }: Props) {
  return (
    <p className="button-row">
      {back ? (
        <button type="button" className="button button--quiet" onClick={back.onClick}>
          {back.label}
        </button>
      ) : null}
      <button
        type={forward.submit ? 'submit' : 'button'}
        className="button"
        disabled={forward.disabled}
        onClick={forward.onClick}
        data-wizard-next={forward.keptBeforeWake ? '' : undefined}
      >
        {forward.label}
      </button>
    </p>
  );
}
