/**
 * What a support request may carry before it is sent: a valid email and details within
 * the help desk's limit. The limit is shown while typing and refused before sending,
 * never applied by cutting the text (issue 9: "a length limit is shown before sending").
 */
import { checkEmail, type EmailProblem } from './email.ts';

/** Characters of the person's own note the request takes (the bill's facts come on top). */
export const SUPPORT_NOTE_MAX = 2000;

export type SupportProblem = EmailProblem | 'NoteTooLong';

/**
 * The first problem of a request, or null when it can be sent.
 * @example supportRequestProblem({ email: 'lin@example.com', note: 'x'.repeat(2001) }) // 'NoteTooLong'
 */
export function supportRequestProblem(draft: { email: string; note: string }): SupportProblem | null {
  return checkEmail(draft.email) ?? (noteLength(draft.note) > SUPPORT_NOTE_MAX ? 'NoteTooLong' : null);
}

/**
 * Length as a person counts it: characters, not UTF-16 units (an emoji is one).
 * @example noteLength('付款😀') // 3
 */
export function noteLength(note: string): number {
  return [...note.trim()].length;
}
