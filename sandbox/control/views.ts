/** Accounts as the control surface shows them: with their login links and live statuses. */
import { isNeverPaid, serviceState } from '../accounts.ts';
import type { SandboxContext } from '../context.ts';
import { listServices, listUsers, type UserRow } from '../data/accounts.ts';
import { loginLinks } from '../links.ts';
import type { AccountView } from './schemas.ts';

export function describeAccount(ctx: SandboxContext, user: UserRow, now = ctx.clock.now()): AccountView {
  const hmac = ctx.signer.userHmac(user.uuid, user.link_version);
  const links = loginLinks(ctx.siteOrigin, user.uuid, hmac);
  return {
    label: user.label,
    origin: user.origin,
    uuid: user.uuid,
    hmac,
    loginUrl: links.fragment,
    loginQueryUrl: links.query,
    email: user.email,
    emailStatus: user.email_status,
    createdAt: user.created_at.toISOString(),
    services: listServices(ctx.db, user.uuid).map((row) => {
      const state = serviceState(row, now);
      return {
      id: row.id,
      relid: row.relid,
      status: state.status,
      neverPaid: isNeverPaid(row),
      cycle: row.cycle,
      productName: row.product_name,
      price: { amount: row.price_amount, currency: row.price_currency },
      expiresAt: row.expires_at.toISOString(),
      usedBytes: state.usedBytes,
      hmac: ctx.signer.serviceHmac(row.id, row.link_version),
      };
    }),
  };
}

/** Every account, demo accounts first (they were made first). */
export function describeAccounts(ctx: SandboxContext): AccountView[] {
  const now = ctx.clock.now();
  return listUsers(ctx.db).map((user) => describeAccount(ctx, user, now));
}
