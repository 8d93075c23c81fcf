/**
 * Shapes shared by many provider calls. Field names follow the provider's API
 * (spec section 3 and 7); comments say what each one is.
 */
import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locales.ts';

/**
 * The page language a call is made from (`zh-TW`, `zh-CN`, `en-US`). Calls that lead to
 * mail carry it so the mail is written in the buyer's language and links back to it.
 * Optional on the wire: other clients (the apps) may not send it, and whether the real
 * provider takes it is not known yet (docs/decisions/0010).
 */
export const PageLanguage = z.enum(LOCALES);

/** The user id half of a login link. */
export const Uuid = z.string().check(z.regex(/^[A-Za-z0-9_-]{4,64}$/));
/** The signature half of a login link (hex). */
export const Hmac = z.string().check(z.regex(/^[0-9a-fA-F]{16,128}$/));
export const LoginPair = z.object({ uuid: Uuid, hmac: Hmac });
export type LoginPair = z.infer<typeof LoginPair>;

/** A window of a long list, in a body (spec section 7's `limitnum`, `limitstart`): up to 100 rows from a 0-based start. */
export const ListWindow = {
  limitnum: z.number().check(z.int(), z.gte(1), z.lte(100)),
  limitstart: z.number().check(z.int(), z.gte(0)),
};

/** Service statuses of spec section 4. */
export const SERVICE_STATUSES = ['Active', 'Pending', 'Expired', 'Terminated', 'Stopped', 'Blacklisted'] as const;
export const ServiceStatus = z.enum(SERVICE_STATUSES);
export type ServiceStatus = z.infer<typeof ServiceStatus>;

/** Email states of the account info response: not bound, unverified, verified, unbound. */
export const EMAIL_STATUSES = ['none', 'unverified', 'verified', 'unbound'] as const;
export const EmailStatus = z.enum(EMAIL_STATUSES);
export type EmailStatus = z.infer<typeof EmailStatus>;

export const BILLING_CYCLES = ['Monthly', 'Semi-annually', 'Annually', 'Biennially', 'Trial'] as const;
export const BillingCycle = z.enum(BILLING_CYCLES);
export type BillingCycle = z.infer<typeof BillingCycle>;

/**
 * A decimal amount as the provider sends it ("12.90"), never a float, and never below
 * zero: a price, a part of a bill, a balance, a fee. A refund is a transaction of type
 * `refund`, not a negative amount, so a minus sign here is nonsense and the answer that
 * carries it is refused like any malformed one (issue 9, defect 7), never shown as "-$5.00".
 */
export const DecimalAmount = z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/));
/** A signed amount, only where money moves either way: a balance history entry ("-6.90" paid a bill). */
export const SignedDecimalAmount = z.string().check(z.regex(/^-?\d{1,9}(\.\d{1,2})?$/));
/** A percentage from 0 to 100 ("3", "15.5"): a method's fee, a coupon's share. */
export const Percentage = DecimalAmount.check(z.refine((value) => Number(value) <= 100, 'a percentage is at most 100'));
export const Currency = z.string().check(z.regex(/^[A-Z]{3}$/));
export const Money = z.object({ amount: DecimalAmount, currency: Currency });
export type Money = z.infer<typeof Money>;

/** A count of things (bytes, devices, confirmations, seconds): a whole number, never negative. */
export const Count = z.number().check(z.int(), z.nonnegative());

/**
 * The years a provider's record can fall in. The service and its bills began long after
 * 2000; the longest cycle (two years) from any clock the sandbox can set stays far below
 * 2200. A date outside is corruption (a year 0001 or 9999 default, a unit mix-up), not a fact.
 */
const PLAUSIBLE_FROM = Date.UTC(2000, 0, 1);
const PLAUSIBLE_BEFORE = Date.UTC(2200, 0, 1);

/** ISO-8601 timestamp with offset, in the years a record can have (the format already refuses 2026-02-30 and NaN). */
export const Timestamp = z.iso.datetime({ offset: true }).check(
  z.refine((value) => {
    const at = Date.parse(value);
    return at >= PLAUSIBLE_FROM && at < PLAUSIBLE_BEFORE;
  }, 'a date no provider record can have'),
);
/** A numeric id in a path or body; accepts "12" from a path segment. */
export const NumericId = z.coerce.number().check(z.int(), z.nonnegative());

/** Error names the provider sends in the `error` field. Unknown names are kept as text. */
export const PROVIDER_ERROR_NAMES = [
  'HmacCheckFailed',
  /** 403 to any call made for a closed account, by whoever holds its login (spec §8, ADR 0056). */
  'AccountClosed',
  'ValidationFailed',
  'NotFound',
  'VerificationFailed',
  'MethodNotAllowed',
  'Internal',
] as const;
export type ProviderErrorName = (typeof PROVIDER_ERROR_NAMES)[number];

/** Failure: a 4xx/5xx status with an `error` name and an optional developer message. */
export const ErrorEnvelope = z.object({
  error: z.string(),
  message: z.optional(z.string()),
  /** For ValidationFailed: which fields were wrong. */
  fields: z.optional(z.array(z.string())),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/**
 * A key the client makes once per intended action (order, payment, account creation, a
 * migration); the provider answers a repeat with the first result, so a double click, a
 * retry after a timeout or a reload never charges or creates twice.
 */
export const RequestKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));
