/**
 * An email input with its label and its problem line, tied to the input
 * (`aria-describedby`); `children` (a hint) go in the same described area. The problem is
 * announced as it appears (`role="alert"`), except in a form that moves the focus to the
 * first field at fault when a send is refused (`announce={false}`): the field is then read
 * with its problem, and a second announcement would only talk over it.
 */
import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  /** The problem's message, when the email is refused. */
  problem: string | null;
  onChange: (value: string) => void;
  /** The input's name in the form (`email`). */
  name?: string;
  /** False where a refused send moves the focus to the field (ui/use-focus-first-problem.ts). */
  announce?: boolean;
  children?: ReactNode;
}

export default function EmailField({ id, label, value, problem, onChange, name, announce = true, children }: Props) {
  return (
    <>
      <label className="field">
        <span>{label}</span>
        <input
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          name={name}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-problem`}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      <div id={`${id}-problem`}>
        {problem ? (
          <p className="field-error" role={announce ? 'alert' : undefined}>
            {problem}
          </p>
        ) : null}
        {children}
      </div>
    </>
  );
}
