/** The invite side of the affiliate-rich demo: every friend state and every quota reason, read through the same rules as the API. */
import { describe, expect, it } from 'vitest';
import { INVITE_STATES, QUOTA_REASONS } from '../../../../src/lib/affiliate/contract.ts';
import { friendsOf, quotaEntries } from '../../../../sandbox/affiliate/friends.ts';
import { quotaLeft } from '../../../../sandbox/affiliate/inviter.ts';
import { seedAffiliateInvites } from '../../../../sandbox/affiliate/seed-invites.ts';
import { withTransaction } from '../../../../sandbox/core/db/schema.ts';
import { useTestSandbox } from '../../../support/sandbox-harness.ts';
import { uniqueEmail } from '../../../support/unique-email.ts';

const harness = useTestSandbox();

describe('seeding affiliate-rich’s invites', () => {
  it('gives invites in every state and quota entries of all five reasons, adding up to the gifts left', async () => {
    const inviter = await harness.control.createAccount({ email: uniqueEmail('rich'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    const { db } = harness.sandbox.context;
    const domain = `seed${Date.now().toString(36)}.example.com`;
    withTransaction(db, () => seedAffiliateInvites(harness.sandbox.context, inviter.uuid, domain));
    const now = harness.sandbox.clock.now();

    const friends = friendsOf(db, inviter.uuid, now);
    expect(new Set(friends.map((friend) => friend.state))).toEqual(new Set(INVITE_STATES));
    expect(friends.map((friend) => `${friend.email ?? ''} ${friend.state}`)).toEqual([
      `he***@${domain} sent`,
      `ch***@${domain} sent`,
      `no***@${domain} bounced`,
      `su***@${domain} claimed`,
      `li***@${domain} returned`,
      `wu***@${domain} registered`,
      `zh***@${domain} paid`,
      `ga***@${domain} expired`,
      `ta***@${domain} paid`,
    ]);

    const { entries, totalCount } = quotaEntries(db, inviter.uuid, now, { limitnum: 50, limitstart: 0 });
    expect(new Set(entries.map((entry) => entry.reason))).toEqual(new Set(QUOTA_REASONS));
    expect(totalCount).toBe(entries.length);
    expect(quotaLeft(db, inviter.uuid, now)).toBe(entries.reduce((sum, entry) => sum + entry.change, 0));
    expect(quotaLeft(db, inviter.uuid, now)).toBe(2);
  });
});
