/**
 * An email input with its label and its problem line: the problem is announced and tied
 * to the input (`aria-describedby`), and `children` go in the same described area.
 */
import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  /** The problem's message, when the email is refused. */
  problem: string | null;
  onChange: (value: string) => void;
  children?: ReactNode;
}

export default function EmailField({ id, label, value, problem, onChange, children }: Props) {
  return (
    <>
      <label className="field">
        <span>{label}</span>
        <input
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-problem`}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      <div id={`${id}-problem`}>
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        {children}
      </div>
    </>
  );
}
