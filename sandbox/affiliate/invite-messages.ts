/**
 * The provider's message when a free-trial gift comes back to the inviter's quota (kind
 * `affiliate`, reference §2.5 `message/history`): unclaimed within its 7 days, or its mail
 * bounced. Written in all three languages like the bonus messages (./messages.ts); the
 * friend is named only masked.
 */
import type { DatabaseSync } from 'node:sqlite';
import { maskEmail } from '../../src/lib/affiliate/mask.ts';
import { insertMessage } from '../account/messages.ts';

export type GiftReturnCause = 'unclaimed' | 'bounced';

/** Tells the inviter a gift's quota came back. */
export function notifyGiftReturned(db: DatabaseSync, inviterUuid: string, friendEmail: string, cause: GiftReturnCause, at: Date): void {
  const friend = maskEmail(friendEmail);
  const unclaimed = cause === 'unclaimed';
  insertMessage(db, {
    userUuid: inviterUuid,
    at,
    kind: 'affiliate',
    texts: {
      'zh-TW': {
        title: '免費試用名額已退還',
        body: `你送給 ${friend} 的免費試用${unclaimed ? '在 7 天內沒有被領取' : '郵件無法寄達'}，名額已退還給你，可以再送給其他朋友。`,
      },
      'zh-CN': {
        title: '免费试用名额已退还',
        body: `你送给 ${friend} 的免费试用${unclaimed ? '在 7 天内没有被领取' : '邮件无法送达'}，名额已退还给你，可以再送给其他朋友。`,
      },
      'en-US': {
        title: 'A free-trial gift came back',
        body: `The free trial you sent to ${friend} ${unclaimed ? 'was not claimed within 7 days' : 'could not be delivered'}, so it is back in your gifts to send to another friend.`,
      },
    },
  });
}
