/** After a refused send, the focus goes to the form's first field at fault (the form's order). */
import { useEffect, type RefObject } from 'react';

/**
 * `refusal` is null while nothing is refused, and a new value each time a send is refused
 * (the refused state itself, or a key made of the problems), so each refusal moves the focus.
 */
export function useFocusFirstProblem(formRef: RefObject<HTMLFormElement | null>, refusal: unknown): void {
  useEffect(() => {
    if (refusal === null) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, refusal]);
}
