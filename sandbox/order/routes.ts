/**
 * Buying (contract: src/lib/order/contract.ts): email check, anonymous accounts,
 * payment methods, orders, the visitor panel and the retain offer.
 */
import { isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { checkEmail, isRefusedRetainMailbox } from '../../src/lib/core/rules/email.ts';
import { createAccount } from '../core/accounts.ts';
import { placeOrder, type Buyer } from './orders.ts';
import type { SandboxContext } from '../core/context.ts';
import { isLoopbackAddress } from '../core/control/access.ts';
import { reportedVisitorAddress } from '../core/control/visitor-address.ts';
import { FAULT_SCOPE_HEADER } from '../core/faults.ts';
import { geoLanguage, lookUpAddress } from './geoip.ts';
import { findUserByEmail } from '../core/account-rows.ts';
import { recordOrderAffiliate } from '../attribution/data.ts';
import { mailRetainOffer } from '../core/mail/outgoing.ts';
import { recordRetainOffer } from '../retain-popup/data.ts';
import { withTransaction } from '../core/db/schema.ts';
import { once } from '../core/idempotency.ts';
import { ProviderError, validationFailed, type ApiRouter } from '../core/router.ts';
import { audienceOf, offeredMethods } from '../payment/methods.ts';
import { optionalLogin } from '../account/routes.ts';
import { refuseClosedAccount } from '../account/closed.ts';
import { requireHumanToken, spendHumanToken } from '../email-binding/verify-routes.ts';

/** A valid email, trimmed. @throws ProviderError 400 ValidationFailed ["email"] */
export function validEmail(text: string): string {
  const problem = checkEmail(text);
  if (problem) throw validationFailed(['email'], problem === 'EmailEmpty' ? 'please enter an email' : 'email format incorrect');
  return text.trim();
}

/** `::ffff:127.0.0.1` → `127.0.0.1`. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The caller's address as the provider sees it. `x-forwarded-for` is believed only
 * from a loopback proxy and only when SANDBOX_TRUST_PROXY=1; otherwise anyone could
 * claim any address.
 */
export function visitorAddress(request: { socket: { remoteAddress?: string | undefined }; headers: IncomingHttpHeaders }, trustProxy: boolean): string {
  const remote = plainAddress(request.socket.remoteAddress ?? '');
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && isLoopbackAddress(request.socket.remoteAddress) && typeof forwarded === 'string') {
    const first = forwarded.split(',')[0]?.trim() ?? '';
    if (isIP(first)) return plainAddress(first);
  }
  return remote;
}

export function registerOrderRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.auCheck, ({ body }) => ({ registered: findUserByEmail(ctx.db, validEmail(body.email)) !== undefined }));

  router.on(endpoints.auUser, ({ body, request }) => {
    const pass = requireHumanToken(ctx, body.humanToken, request);
    // A repeat of the key answers the account it made, spending nothing (once() replays it).
    return once(ctx, endpoints.auUser, body.requestKey, {}, 201, () => {
      spendHumanToken(ctx, pass, 'account');
      const user = createAccount(ctx, { lang: body.lang }, 'signup');
      return { uuid: user.uuid, hmac: ctx.signer.userHmac(user.uuid, user.link_version) };
    });
  });

  router.on(endpoints.auPayments, ({ query }) => {
    const user = optionalLogin(ctx, query.uuid, query.hmac);
    return { methods: offeredMethods(audienceOf(user, query.device, true)) };
  });

  router.on(endpoints.auOrder, ({ body, request }) => {
    // The login is checked first: a wrong signature is 401 whatever the key.
    const user = optionalLogin(ctx, body.uuid, body.hmac);
    const { humanToken, ...order } = body;
    const pass = requireHumanToken(ctx, humanToken, request);
    // The token is not part of what a repeat must match: a repeat after a new check carries a new one.
    return once(ctx, endpoints.auOrder, body.requestKey, order, 201, () => {
      let buyer: Buyer;
      if (user) {
        buyer = { kind: 'account', user };
      } else if (body.email !== undefined) {
        const email = validEmail(body.email);
        const existing = findUserByEmail(ctx.db, email);
        // A closed account buys nothing, whether by its login or by its email (ADR 0056).
        if (existing) refuseClosedAccount(existing);
        buyer = { kind: 'email', email, existing };
      } else {
        throw validationFailed(['email'], 'an order needs an email or a login');
      }
      // A new email makes an account: that spends the token as account creation does.
      spendHumanToken(ctx, pass, buyer.kind === 'email' && buyer.existing === undefined ? 'account' : 'call');
      const placed = placeOrder(ctx, buyer, body);
      if (body.aff !== undefined) recordOrderAffiliate(ctx.db, placed.orderId, body.aff);
      return placed;
    });
  });

  router.on(endpoints.visitorInfo, ({ request }) => {
    // The address the control surface set for this caller (a test's scope, or everyone), else the caller's own.
    const scope = request.headers[FAULT_SCOPE_HEADER];
    const ip = reportedVisitorAddress(ctx, typeof scope === 'string' ? scope : null) ?? visitorAddress(request, ctx.trustProxy);
    // Location and network from the sandbox's small GeoIP table, named in the caller's language.
    const acceptLanguage = request.headers['accept-language'];
    return { ip, ...lookUpAddress(ip, geoLanguage(typeof acceptLanguage === 'string' ? acceptLanguage : undefined)) };
  });

  router.on(endpoints.emailRetain, ({ body }) => {
    const email = validEmail(body.email);
    if (findUserByEmail(ctx.db, email)) throw new ProviderError(409, 'EmailRegistered');
    if (isRefusedRetainMailbox(email)) throw new ProviderError(422, 'MailboxRefused');
    withTransaction(ctx.db, () => {
      const now = ctx.clock.now();
      // One offer per mailbox: asking again answers the same, without a second mail.
      if (recordRetainOffer(ctx.db, email, body.offer, now)) mailRetainOffer(ctx, { to: email, lang: body.lang, offer: body.offer }, now);
    });
    return { sent: true } as const;
  });
}
