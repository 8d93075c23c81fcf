/**
 * `POST /au/client/check` (spec section 7; its payload is not in the spec, so designed
 * here: docs/decisions/0034). A desktop client asks, with the login it was given and its
 * own version, whether it may be used: whether the login still works, whether the account
 * has a service it can connect with, and whether this version must (or may) be updated.
 * A refused login is the usual `HmacCheckFailed`, so the client forgets it as the site does.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { Hmac, Uuid } from '../core/contract/common.ts';
import { ClientPlatform } from '../core/contract/app.ts';

/** A version as clients write it (lib/win/client-version.ts reads it). */
export const ClientVersion = z.string().check(z.regex(/^v?\d{1,6}(?:\.\d{1,6}){0,3}(?:-[0-9A-Za-z][0-9A-Za-z.-]{0,31})?$/));

/**
 * - `none`: this is the latest release (or newer);
 * - `available`: a newer release exists, this one still works;
 * - `required`: older than the oldest supported version: it must be updated to connect.
 */
export const CLIENT_UPDATES = ['none', 'available', 'required'] as const;
export const ClientUpdate = z.enum(CLIENT_UPDATES);
export type ClientUpdate = z.infer<typeof ClientUpdate>;

export const ClientCheck = z.object({
  /** The client may be used now: its version is supported and the account has an Active service. */
  usable: z.boolean(),
  update: ClientUpdate,
  /** The account has at least one Active service (one it can connect with). */
  hasActiveService: z.boolean(),
  latestVersion: z.string(),
  minimumVersion: z.string(),
  /** The latest release's download, on the provider's own host. */
  downloadUrl: z.string(),
});
export type ClientCheck = z.infer<typeof ClientCheck>;

export const clientCheck = defineEndpoint({
  method: 'POST',
  path: '/au/client/check',
  body: z.object({ uuid: Uuid, hmac: Hmac, client: ClientPlatform, version: ClientVersion }),
  safeToRetry: true,
  response: ClientCheck,
});
