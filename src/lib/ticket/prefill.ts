/**
 * What a ticket form fills in before anyone touches it (issue 23): the service the
 * address names (`?service={id}`, the service page's "contact support") and the account's
 * email. The form's island wakes on interaction (ADR 0007), so its page wakes it at once
 * when it has either to show; otherwise the fields stayed empty until a touch.
 */

/**
 * The account's email as the session store keeps it (`{ email, status }` as JSON), or
 * undefined when there is none. Reads the stored text alone, so a page script can decide
 * without loading the store; anything that is not that shape counts as none.
 * @example storedAccountEmail('{"email":"ann@example.com","status":"verified"}') // 'ann@example.com'
 * @example storedAccountEmail('{"email":null,"status":"none"}') // undefined
 */
export function storedAccountEmail(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    const kept: unknown = JSON.parse(text);
    if (typeof kept !== 'object' || kept === null || !('email' in kept)) return undefined;
    return typeof kept.email === 'string' && kept.email.trim() !== '' ? kept.email : undefined;
  } catch {
    // Edited by hand or cut short: no email to fill in.
    return undefined;
  }
}

/**
 * Whether a ticket form has something to fill in from the start: a service named in the
 * address or the account's email kept on this device. Any `service` wakes it: the form
 * itself decides what the value means (rules/default-service `serviceIdFromQuery`); this
 * module is the page script's alone, since one the form imports too would become a chunk
 * of its own, fetched up front (ADR 0029).
 * @example fillsInAtOnce('?service=12', undefined) // true
 */
export function fillsInAtOnce(search: string, storedEmailText: string | undefined): boolean {
  return new URLSearchParams(search).has('service') || storedAccountEmail(storedEmailText) !== undefined;
}
