/**
 * How an email shows in an affiliate answer (reference §2.5): the first two characters of
 * the local part, then `***@domain`, so a friend or a PayPal account is recognisable to its
 * owner and tells nobody else the address.
 */

/**
 * @example maskEmail('lin.mei@gmail.com') // 'li***@gmail.com'
 * @example maskEmail('a@b.co') // 'a***@b.co'
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${Array.from(trimmed.slice(0, at)).slice(0, 2).join('')}***@${trimmed.slice(at + 1)}`;
}
