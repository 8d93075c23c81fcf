/**
 * The manage-account page's own calls (issue 11): the balance's history a page at a
 * time, the provider's messages, and binding an email at the account level. Saved cards
 * (`pay/method/stripe`) and the balance itself (`account/balance`) are in ./invoice.ts,
 * which the payment page shares; an account reset is `reset/preview` without a service
 * (./service.ts). Spec section 7 names these paths without shapes; the shapes are ours
 * (docs/decisions/0025) and the sandbox answers them.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { Count, Currency, DecimalAmount, ListWindow, LoginPair, PageLanguage, SignedDecimalAmount, Timestamp } from '../core/contract/common.ts';
import { EmailBinding, PendingEmail } from './contract.ts';

/**
 * Why the balance moved: paid (part of) a bill, an affiliate bonus withdrawn to the
 * balance, a top-up, or a refund paid into the balance.
 */
export const BALANCE_ENTRY_KINDS = ['pay-bill', 'withdraw-credit', 'top-up', 'refund'] as const;
export const BalanceEntryKind = z.enum(BALANCE_ENTRY_KINDS);

export const BalanceEntry = z.object({
  id: z.number(),
  at: Timestamp,
  /** In (positive) or out (negative, "-6.90"). */
  amount: SignedDecimalAmount,
  type: BalanceEntryKind,
  /** The bill it paid or refunded, when there is one. */
  invoiceId: z.nullable(z.number()),
  /** The balance just after this entry. */
  balanceAfter: DecimalAmount,
});
export type BalanceEntry = z.infer<typeof BalanceEntry>;

/** The balance's history, newest first, `limitnum` at a time from `limitstart`. A read. */
export const balanceTrans = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/account/balance/trans',
  body: z.object({
    ...LoginPair.shape,
    ...ListWindow,
  }),
  safeToRetry: true,
  response: z.object({ currency: Currency, totalCount: Count, entries: z.array(BalanceEntry) }),
});

/**
 * A message from the provider to this account (a notice about the service, a bill, the
 * network). Title and body are plain text written by the provider's staff: shown as text,
 * never as HTML. Written in `lang` when the provider has it, else in its own language.
 */
export const ProviderMessage = z.object({
  id: z.number(),
  at: Timestamp,
  /** `affiliate`: bonus booked or cancelled, a withdrawal paid, rejected or returned (issue 25). */
  kind: z.enum(['service', 'billing', 'notice', 'affiliate']),
  title: z.string().check(z.maxLength(200)),
  body: z.string().check(z.maxLength(5000)),
});
export type ProviderMessage = z.infer<typeof ProviderMessage>;

/** The account's messages, newest first (at most 50). A GET, like `au/service`. */
export const messageHistory = defineEndpoint({
  method: 'GET',
  path: '/au/api/v1/message/history',
  query: z.object({ ...LoginPair.shape, lang: z.optional(PageLanguage) }),
  response: z.object({ messages: z.array(ProviderMessage) }),
});

/**
 * Sends a code (and a link holding it) to bind `email` to the account, in `lang`; the
 * same state the service page binds through a service. The mailed link opens
 * `/{lang}/user/account#email-verify=1&email=…&code=…&timestamp=…&sign=…`. Refusals as
 * the service's bind: `EmailAlreadyUsed`, `EmailCooldown`, `SendFailed`.
 */
export const auEmailBind = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/au/email/bind',
  body: z.object({ ...LoginPair.shape, email: z.string().check(z.maxLength(254)), lang: z.optional(PageLanguage) }),
  response: EmailBinding,
});

/** Revokes a pending change or unbinds the address; `intent` as the service's unbind (`EmailStateChanged`, `EmailNotBound`). */
export const auEmailUnbind = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/au/email/unbind',
  body: z.object({ ...LoginPair.shape, intent: z.optional(z.enum(['revoke', 'unbind'])) }),
  response: EmailBinding,
});

/**
 * Checks a code for the account (typed, or the four values of the mailed link). Ours: the
 * spec names only the reseller's verify. `EmailCodeInvalid` as there; a code that already
 * verified this email answers the verified binding again, so it may be repeated.
 */
export const auEmailVerify = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/au/email/verify',
  body: z.object({
    ...LoginPair.shape,
    email: z.string().check(z.maxLength(254)),
    code: z.string().check(z.regex(/^\d{6}$/)),
    timestamp: z.number().check(z.int(), z.positive()),
    sign: PendingEmail.shape.sign,
  }),
  safeToRetry: true,
  response: EmailBinding,
});
