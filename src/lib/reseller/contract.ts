/**
 * Services sold through a reseller (issue 27 item 1, spec §7 "Reseller", ADR 0054). The
 * spec names the paths; where it shows no shape, these are shaped as the provider's other
 * calls are. The service email calls of the same list (`POST`/`DELETE
 * /wl/v1/service/{id}/email`, `GET …/email/verify`) are the email binding's
 * (`../email-binding/contract.ts`); a reseller's setting says whether its customers may use them.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { Hmac, NumericId, Uuid } from '../core/contract/common.ts';

/** Text a reseller typed (its name, hours): shown as text only, never as HTML. */
const ResellerText = z.string().check(z.minLength(1), z.maxLength(120));

/**
 * An address the page links to: https only (decisions.md, "URLs returned by the provider
 * are followed only when their scheme is expected"); any other answer breaks the contract.
 */
export const ResellerLink = z.string().check(
  z.maxLength(500),
  z.refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'an https address'),
);

/** The reseller's own support, as it asked the provider to show it. */
export const ResellerSupport = z.object({
  email: z.nullable(z.email().check(z.maxLength(254))),
  url: z.nullable(ResellerLink),
  /** When it answers, in its own words (e.g. "每日 10:00–22:00（香港時間）"). */
  hours: z.nullable(ResellerText),
});

/** What a reseller lets its customers do themselves on the service page. */
export const ResellerCustomerMay = z.object({
  /** Bind, change or remove the service's email (the email binding's calls). */
  changeEmail: z.boolean(),
  /** Reset the password of the client login the reseller issued (`pwd/pre-reset`, `pwd/reset`). */
  resetClientPassword: z.boolean(),
});

export const ResellerSetting = z.object({
  name: ResellerText,
  support: ResellerSupport,
  /** True: the page sends the customer to the reseller's support instead of ours. */
  supportReplacesOurs: z.boolean(),
  customerMay: ResellerCustomerMay,
  /** Where the customer logs in with the client login (the reseller's panel), if it has one. */
  clientPanelUrl: z.nullable(ResellerLink),
});
export type ResellerSetting = z.infer<typeof ResellerSetting>;

/**
 * The reseller a service was sold through, and its setting; `reseller: null` for a service
 * sold by us. Public by service id: a reseller's name and support contact are what it shows
 * its customers anyway, and no customer data is in it (ADR 0054).
 */
export const resellerSetting = defineEndpoint({
  method: 'GET',
  path: '/wl/v1/reseller/setting',
  query: z.object({ serviceId: NumericId }),
  response: z.object({ reseller: z.nullable(ResellerSetting) }),
});

/**
 * The login pair of a GET that must not carry it in its address (the login link never goes
 * in a URL a server logs): request headers instead (ADR 0054).
 */
export const LOGIN_UUID_HEADER = 'x-login-uuid';
export const LOGIN_HMAC_HEADER = 'x-login-hmac';
const LoginHeaders = z.object({ [LOGIN_UUID_HEADER]: Uuid, [LOGIN_HMAC_HEADER]: Hmac });

/** The client login's user name: what the reseller issued, letters, digits and `._@-`. */
export const ClientUsername = z.string().check(z.regex(/^[A-Za-z0-9._@-]{3,64}$/));

/**
 * What a reset of the client login's password would do, before it is done: which login, that
 * the old password stops at once (every app signed in with it must sign in again), where
 * the new one is used. Refusals: 404 `NotFound` (not the account's service, or not a
 * reseller's), 403 `ResellerForbids` (the reseller does not let customers reset it).
 */
export const resellerPwdPreReset = defineEndpoint({
  method: 'GET',
  path: '/wl/v1/service/:id/pwd/pre-reset',
  params: z.object({ id: NumericId }),
  headers: LoginHeaders,
  response: z.object({
    username: ClientUsername,
    oldPasswordStops: z.literal(true),
    clientPanelUrl: z.nullable(ResellerLink),
  }),
});

/** The characters of a new password: letters and digits without look-alikes (I, l, O, o, 0, 1). */
export const CLIENT_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const CLIENT_PASSWORD_LENGTH = 16;

/** A new password, shown once: CLIENT_PASSWORD_LENGTH characters of CLIENT_PASSWORD_ALPHABET. */
export const ClientPassword = z.string().check(
  z.length(CLIENT_PASSWORD_LENGTH),
  z.refine((value) => [...value].every((char) => CLIENT_PASSWORD_ALPHABET.includes(char)), 'letters and digits without look-alikes'),
);

/**
 * Resets the client login's password and answers the new credentials, once: the provider
 * keeps only a hash. `username` is the login the pre-reset showed: 409 `ClientLoginChanged`
 * when it is no longer the service's (reset or renamed elsewhere meanwhile). The same
 * refusals as the pre-reset otherwise. Never repeated by the client (a POST): a lost answer
 * is a reset to do again, which the page says.
 */
export const resellerPwdReset = defineEndpoint({
  method: 'POST',
  path: '/wl/v1/service/:id/pwd/reset',
  params: z.object({ id: NumericId }),
  body: z.object({ uuid: Uuid, hmac: Hmac, username: ClientUsername }),
  response: z.object({ username: ClientUsername, password: ClientPassword }),
});

/** The refusals the reseller calls answer besides the login's. */
export const RESELLER_ERROR_NAMES = ['ResellerForbids', 'ClientLoginChanged'] as const;
