/** A fresh request key (contract `RequestKey`): the provider answers a repeat with the same key with the first answer. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
