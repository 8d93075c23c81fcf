/**
 * Keeping the login link (the manage-account page): how it shows while hidden, the file
 * it downloads as, and the order messages are listed in. The link is a bearer secret: it
 * goes only into the page, the clipboard, this file and the printed sheet, never into an
 * address, a title or anything sent.
 */

/** The downloaded file's name: fixed, so nothing of the link (or the account) is in it. */
export const LOGIN_LINK_FILE_NAME = 'skyline-login-link.txt';

/** The downloaded file's text: the link and nothing else (no line break, no label). */
export function loginLinkFileText(link: string): string {
  return link;
}

/**
 * The link as shown while hidden: the site and the page it opens stay readable, every
 * value of the login is a row of dots of one length, so neither its length nor any of it
 * shows.
 * @example maskLoginLink('https://skyline.example/en-US/user/service/0#uuid=a1&hmac=ff00') // 'https://skyline.example/en-US/user/service/0#••••••••••••'
 */
export function maskLoginLink(link: string): string {
  const at = link.indexOf('#');
  return `${at < 0 ? link : link.slice(0, at)}#${'•'.repeat(12)}`;
}

/**
 * Newest first, whatever order they came in (the provider says newest first; a tie keeps
 * the larger id, the later one, on top).
 */
export function newestFirst<T extends { at: string; id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);
}
