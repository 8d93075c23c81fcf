/**
 * Making accounts: the demo seed, the control surface's fixture API and orders all call
 * `createAccount`, which stores the account and, when it has an email, mails the
 * login link (in the account's language) the way the provider does after an order.
 */
import { insertReseller, insertResellerService } from '../reseller/data.ts';
import { toMinor } from '../../src/lib/core/rules/money.ts';
import { createExtraInvoices, createFixtureInvoices } from '../invoice/fixtures.ts';
import { cancelRenewal } from '../bills/bills.ts';
import { insertMessage } from '../account/messages.ts';
import { firstOverdraft } from '../balance/history.ts';
import { ProviderError } from './router.ts';
import type { SandboxContext } from './context.ts';
import { findUser, insertAccount, listServices, type AccountOrigin, type ServiceRow, type UserRow } from './account-rows.ts';
import { recordBalanceChange } from '../balance/data.ts';
import { insertCard } from '../saved-cards/data.ts';
import { buildAccount, FixtureError, type FixtureAccountSpec, type FixtureMessage, type FixtureServiceSpec } from './fixtures.ts';
import type { FixtureBalanceMove } from '../invoice/fixtures.ts';
import { insertAddon } from '../order/addons.ts';
import { sendEmailCode } from '../email-binding/binding.ts';
import { recordDevice } from '../subscription/devices.ts';
import { checkEmail } from '../../src/lib/core/rules/email.ts';
import { withTransaction } from './db/schema.ts';
import { mailLoginLink } from './mail/outgoing.ts';
import { serviceStateAt, type ServiceState } from '../service/rules.ts';

/**
 * Stores an account with its services, their invoices (older ones too), balance and its
 * history, saved cards, messages and cancelled renewals, in one transaction.
 * @throws FixtureError for a contradictory spec, EmailTakenError for an email already bound.
 */
export function createAccount(ctx: SandboxContext, spec: FixtureAccountSpec, origin: AccountOrigin): UserRow {
  const now = ctx.clock.now();
  return withTransaction(ctx.db, () => {
    const uuid = insertAccount(ctx.db, buildAccount(spec, origin, now), now);
    const stored = findUser(ctx.db, uuid);
    if (!stored) throw new Error(`account ${uuid} vanished right after it was stored`);
    createFixtureInvoices(ctx, stored, spec.services ?? [], now);
    const billMoves = spec.extraInvoices ? createExtraInvoices(ctx, stored, spec.extraInvoices) : [];
    recordFixtureBalance(ctx, uuid, spec, billMoves, now);
    for (const card of spec.cards ?? []) insertCard(ctx.db, uuid, card, now);
    const services = listServices(ctx.db, uuid);
    addServiceUse(ctx, services, spec.services ?? [], now);
    addMessages(ctx, uuid, spec.messages ?? [], now);
    cancelRenewals(ctx, stored, services, spec.services ?? [], now);
    const user = findUser(ctx.db, uuid) ?? stored;
    mailLoginLink(ctx, user, now);
    if (spec.pendingEmail !== undefined) {
      const first = services[0];
      if (!first) throw new FixtureError('pendingEmail', 'a pending email is sent through a service; give the account one');
      if (checkEmail(spec.pendingEmail) !== null) throw new FixtureError('pendingEmail', 'pendingEmail is not a valid email');
      sendEmailCode(ctx, first, user, spec.pendingEmail.trim(), user.lang, now);
    }
    return user;
  });
}

/**
 * The balance's history, in time order: what the older bills paid into it (refunds) and
 * took out of it (bills paid from it), the
 * spec's entries, then the spec's `balance` as a top-up now. A history that would take
 * the balance below zero is not one a real account could have.
 */
function recordFixtureBalance(ctx: SandboxContext, uuid: string, spec: FixtureAccountSpec, billMoves: readonly FixtureBalanceMove[], now: Date): void {
  const entries = spec.balanceEntries ?? [];
  const moves = [
    ...billMoves.map((move) => ({ ...move, invoiceId: move.invoiceId as number | null })),
    ...entries.map((entry, index) => ({
      at: new Date(now.getTime() - (entry.daysAgo ?? entries.length - index) * DAY_MS),
      amountCents: (entry.type === 'pay-bill' ? -1 : 1) * toMinor(entry.amount),
      type: entry.type,
      invoiceId: null,
    })),
    ...(spec.balance && toMinor(spec.balance) > 0 ? [{ at: now, amountCents: toMinor(spec.balance), type: 'top-up' as const, invoiceId: null }] : []),
  ]
    .map((move, order) => ({ ...move, id: order }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  const overdraft = firstOverdraft(moves.map((move) => ({ id: move.id, at: move.at.toISOString(), amountCents: move.amountCents })));
  if (overdraft) throw new FixtureError('balanceEntries', `the balance would go below zero on ${overdraft.at}; put money in before taking it out`);
  for (const move of moves) recordBalanceChange(ctx.db, { uuid, at: move.at, amountCents: move.amountCents, type: move.type, invoiceId: move.invoiceId });
}

/** The provider's messages, each in the languages the fixture wrote it in. */
function addMessages(ctx: SandboxContext, uuid: string, messages: readonly FixtureMessage[], now: Date): void {
  messages.forEach((message, index) => {
    const at = new Date(now.getTime() - (message.daysAgo ?? messages.length - index) * DAY_MS);
    insertMessage(ctx.db, { userUuid: uuid, at, kind: message.kind ?? 'notice', texts: message.texts });
  });
}

/** Services whose renewal the fixture cancelled, cancelled the way `renewal/cancel` does. */
function cancelRenewals(ctx: SandboxContext, user: UserRow, services: readonly ServiceRow[], specs: readonly FixtureServiceSpec[], now: Date): void {
  specs.forEach((spec, index) => {
    const service = services[index];
    if (!service || !spec.renewalCancelled) return;
    try {
      cancelRenewal(ctx, user, service.id, undefined, now);
    } catch (error) {
      if (error instanceof ProviderError) throw new FixtureError('services.renewalCancelled', `a ${service.status} ${service.cycle} service has no renewal to cancel (${error.errorName})`);
      throw error;
    }
  });
}

/** A fixture's add-on packs and the devices that fetched each service's subscription lately. */
function addServiceUse(ctx: SandboxContext, services: readonly ServiceRow[], specs: readonly FixtureServiceSpec[], now: Date): void {
  specs.forEach((spec, index) => {
    const service = services[index];
    if (!service) return;
    if (spec.reseller) {
      const resellerId = insertReseller(ctx.db, spec.reseller.setting, now);
      insertResellerService(ctx.db, { serviceId: service.id, resellerId, username: spec.reseller.username, password: spec.reseller.password }, now);
    }
    for (const addon of spec.addons ?? []) {
      const expiresAt = addon.expiresInDays === undefined ? null : new Date(now.getTime() + addon.expiresInDays * DAY_MS);
      insertAddon(ctx.db, { serviceId: service.id, kind: addon.kind, amount: addon.amount, createdAt: now, expiresAt });
    }
    // Sample clients, each seen a little earlier than the one before (all within the last day).
    for (let device = 0; device < (spec.devicesInUse ?? 0); device++) {
      const client = SAMPLE_CLIENTS[device % SAMPLE_CLIENTS.length] ?? 'clash-verge/v1.7.7';
      recordDevice(ctx, service.id, { deviceId: `fixture-${service.id}-${device}`, userAgent: client, address: '127.0.0.1' }, new Date(now.getTime() - (device + 1) * 3600_000));
    }
  });
}

const DAY_MS = 24 * 3600_000;
const SAMPLE_CLIENTS = ['clash-verge/v1.7.7', 'Shadowrocket/2.2.35', 'SFA/1.9.3 (sing-box 1.9.3)', 'v2rayNG/1.8.19', 'Stash/2.6.0'];

/** A stored service as a reader sees it now (status derived from the clock). */
/** A service's state at `now`; `extraAllowanceBytes` are its running traffic packs, which put off the speed cut. */
export function serviceState(row: ServiceRow, now: Date, extraAllowanceBytes = 0): ServiceState {
  return serviceStateAt(
    { status: row.status, expiresAt: row.expires_at, usedBytes: row.used_bytes, resetAt: row.reset_at, throttledMbps: row.speed_limit_mbps, extraAllowanceBytes },
    now,
  );
}

/** Never paid: an order whose first invoice was not paid (listed as unpaidService). */
export function isNeverPaid(row: ServiceRow): boolean {
  return row.status === 'Pending' && row.delivered_at === null;
}
