/** Friends bound by link, QR or typed code in the inviter's list, read from the bindings the order side writes. */
import { describe, expect, it } from 'vitest';
import { friendCounts, friendsOf } from '../../../../sandbox/affiliate/friends.ts';
import { useTestSandbox } from '../../../support/sandbox-harness.ts';
import { uniqueEmail } from '../../../support/unique-email.ts';

const harness = useTestSandbox();

function bind(friendUuid: string, inviterUuid: string, via: 'link' | 'qrcode' | 'code', boundAt: Date): void {
  harness.sandbox.context.db
    .prepare('INSERT INTO aff_bindings (friend_uuid, inviter_uuid, code, via, order_id, invite_id, bound_at) VALUES (?, ?, ?, ?, NULL, NULL, ?)')
    .run(friendUuid, inviterUuid, 'K7QM2XPA', via, boundAt.toISOString());
}

describe('friends bound by a code', () => {
  it('are listed with their masked address (or none for an anonymous account), registered until they pay', async () => {
    const inviter = await harness.control.createAccount({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    const anonymous = await harness.control.createAccount({});
    const paying = await harness.control.createAccount({ email: uniqueEmail('golf'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    const now = harness.sandbox.clock.now();
    bind(anonymous.uuid, inviter.uuid, 'link', new Date(now.getTime() - 120_000));
    bind(paying.uuid, inviter.uuid, 'qrcode', new Date(now.getTime() - 60_000));
    const friends = friendsOf(harness.sandbox.context.db, inviter.uuid, now);
    expect(friends.map((friend) => [friend.email, friend.via, friend.state])).toEqual([
      ['go***@example.com', 'qrcode', 'paid'],
      [null, 'link', 'registered'],
    ]);
    expect(friends.every((friend) => friend.id < 0)).toBe(true);
    expect(friendCounts(friends)).toEqual({ invited: 2, registered: 2, paid: 1 });
    // Not yet bound at an earlier moment of the clock.
    expect(friendsOf(harness.sandbox.context.db, inviter.uuid, new Date(now.getTime() - 90_000))).toHaveLength(1);
  });
});
