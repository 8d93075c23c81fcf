/**
 * Whether a tab keeps a form's draft from before a reload, from the stored text alone (a
 * page decides whether to wake its form at once without loading the form's store). The
 * ticket forms keep their drafts in one object by form (`contact`, `win`, `pay-{bill}`):
 * only this form's entry counts. A form with a draft of its own (the callback) names no
 * key: any stored draft counts. Text that is not JSON, or not an object of drafts, counts
 * as none (the store drops it when the form loads).
 * @example hasKeptDraft('{"pay-1042":{}}', 'contact') // false
 */
export function hasKeptDraft(text: string | undefined, formKey?: string): boolean {
  if (text === undefined) return false;
  try {
    const kept: unknown = JSON.parse(text);
    if (typeof kept !== 'object' || kept === null) return false;
    return formKey === undefined || Object.hasOwn(kept, formKey);
  } catch {
    // Edited by hand or cut short: no draft to open for.
    return false;
  }
}
