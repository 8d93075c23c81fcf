/**
 * The length of what a person writes to support, counted as a person counts it. The
 * ticket form's limit on its details (lib/ticket/rules.ts) is shown while typing and refused
 * before sending, never applied by cutting the text (issue 9: "a length limit is shown
 * before sending").
 */

/** Characters of the person's own words a ticket takes (what the page fills in comes on top). */
export const SUPPORT_NOTE_MAX = 2000;

/**
 * Length as a person counts it: characters, not UTF-16 units (an emoji is one).
 * @example noteLength('付款😀') // 3
 */
export function noteLength(note: string): number {
  return [...note.trim()].length;
}
