/**
 * Email rules of spec section 5: letters, digits, _ + - . before the @, a domain,
 * and a top-level domain of 2 to 8 letters.
 */
const EMAIL = /^[A-Za-z0-9_+.-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,8}$/;

export type EmailProblem = 'EmailEmpty' | 'EmailFormat';

/** @example checkEmail(' lin@example.com ') // null (valid) */
export function checkEmail(text: string): EmailProblem | null {
  const email = text.trim();
  if (email === '') return 'EmailEmpty';
  return EMAIL.test(email) && email.length <= 254 ? null : 'EmailFormat';
}

/** NetEase mailboxes (163, 126, yeah) drop our mail, so the retain offer refuses them. */
const REFUSED_RETAIN_DOMAINS = ['163.com', '126.com', 'yeah.net'];

/** @example isRefusedRetainMailbox('a@vip.163.com') // true */
export function isRefusedRetainMailbox(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  return REFUSED_RETAIN_DOMAINS.some((refused) => domain === refused || domain.endsWith(`.${refused}`));
}
