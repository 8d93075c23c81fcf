/**
 * The provider API's router: one handler per contract endpoint. It parses params,
 * query and body with the endpoint's own schemas, and checks every answer against
 * the endpoint's response schema before sending it, so the sandbox cannot drift from
 * the contract the site reads.
 *
 * @example
 * const router = createApiRouter();
 * router.on(endpoints.hmacCheck, ({ body }) => { ...; return { valid: true }; });
 * await router.handle(request, response, url);
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { matchPath, type EndpointSpec, type ProviderErrorName } from '../../src/lib/core/contract/index.ts';
import { BodyTooLargeError, describeIssues, parseJsonBody, readBody, sendError, sendJson } from './http.ts';
import type { AffiliateErrorName } from '../../src/lib/affiliate/contract.ts';
import type { RESELLER_ERROR_NAMES } from '../../src/lib/reseller/contract.ts';

/**
 * Error names the buying and paying calls answer. The contract names them in its
 * endpoint comments (order.ts, invoice.ts); the site's catalogue (src/lib/core/api/errors.ts)
 * maps them to what a person sees.
 */
export const PURCHASE_ERROR_NAMES = [
  'CouponInvalid',
  'CouponUsed',
  'TrialUsed',
  'InvoiceExpired',
  'InvoiceCancelled',
  'OrderTimedOut',
  'InvoicePaid',
  'UsdtAddressOccupied',
  'EmailRegistered',
  'MailboxRefused',
  /** 429: the caller's address made its hourly share of new accounts (ADR 0044), with `Retry-After`. */
  'AccountLimitReached',
  /** 403: a payment method this account may not use (its region, sandbox/payment/regions.ts). */
  'MethodNotOffered',
] as const;
/** Error names the service page's calls answer (contract: src/lib/service/contract.ts). */
export const SERVICE_ERROR_NAMES = ['RenewalNotAllowed', 'ResetExpired', 'EmailAlreadyUsed', 'EmailCooldown', 'SendFailed', 'EmailCodeInvalid', 'EmailNotBound', 'EmailStateChanged'] as const;
/** Error names only the help desk answers, in Zendesk's words (features-2.md §2.6). */
export const HELP_DESK_ERROR_NAMES = ['RecordInvalid', 'AttachmentTooLarge', 'APIRateLimitExceeded'] as const;
/** Error names of the migration and unsubscribe calls (contract: src/lib/migration/contract.ts, marketing.ts). */
export const MIGRATION_ERROR_NAMES = ['MigrationEmailTaken', 'MigrationInProgress', 'AccountMigrated', 'OffNumInvalid'] as const;
/** The affiliate calls' refusals are named once, in their contract (src/lib/affiliate/contract.ts). */
export type SandboxErrorName =
  | ProviderErrorName
  | (typeof PURCHASE_ERROR_NAMES)[number]
  | (typeof SERVICE_ERROR_NAMES)[number]
  | (typeof HELP_DESK_ERROR_NAMES)[number]
  | (typeof MIGRATION_ERROR_NAMES)[number]
  | AffiliateErrorName
  | (typeof RESELLER_ERROR_NAMES)[number];

/** A failure a handler answers on purpose, with the provider's error name. */
export class ProviderError extends Error {
  readonly status: number;
  readonly errorName: SandboxErrorName;
  /** Sent to the caller as `message` only when given on purpose. */
  readonly publicMessage: string | undefined;
  /** For ValidationFailed: which fields were wrong. */
  readonly fields: string[] | undefined;
  /** Headers the answer carries (a 429's `Retry-After` and rate-limit counts). */
  readonly headers: Record<string, string>;
  constructor(status: number, errorName: SandboxErrorName, message?: string, fields?: string[], headers: Record<string, string> = {}) {
    super(message ?? errorName);
    this.name = 'ProviderError';
    this.status = status;
    this.errorName = errorName;
    this.publicMessage = message;
    this.fields = fields;
    this.headers = headers;
  }
}

/**
 * 400 ValidationFailed naming the fields, like a request that fails its schema.
 * @example throw validationFailed(['email'], 'email format incorrect')
 */
export function validationFailed(fields: string[], message?: string): ProviderError {
  return new ProviderError(400, 'ValidationFailed', message, fields);
}

/** A handler's way to answer 201: it created something. */
export class Created<T> {
  readonly data: T;
  /** Headers the answer carries (the help desk's rate-limit counts). */
  readonly headers: Record<string, string>;
  constructor(data: T, headers: Record<string, string> = {}) {
    this.data = data;
    this.headers = headers;
  }
}

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type Answer<E extends EndpointSpec> = z.input<E['response']>;

export interface HandlerInput<E extends EndpointSpec> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The request headers the contract names (`headers`), checked. */
  headers: Parsed<E['headers']>;
  /** The raw request, for what the contract does not carry (the caller's address). */
  request: IncomingMessage;
}

export type Handler<E extends EndpointSpec> = (input: HandlerInput<E>) => Answer<E> | Created<Answer<E>> | Promise<Answer<E> | Created<Answer<E>>>;

interface Route {
  endpoint: EndpointSpec;
  handler: (input: { params: unknown; query: unknown; body: unknown; headers: unknown; request: IncomingMessage }) => unknown;
}

export interface ApiRouter {
  on<E extends EndpointSpec>(endpoint: E, handler: Handler<E>): void;
  /** Answers one request; never throws and never leaks a stack trace. */
  handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void>;
  /** The endpoints that have a handler (a test checks every contract call has one). */
  registered(): EndpointSpec[];
}

/** matchPath, but a malformed percent-escape is no match rather than an exception. */
function safeMatch(pattern: string, path: string): Record<string, string> | null {
  try {
    return matchPath(pattern, path);
  } catch (error) {
    if (error instanceof URIError) return null;
    throw error;
  }
}

type PartResult = { ok: true; value: unknown } | { ok: false; message: string; fields: string[] };

/** The request's headers the schema names (an object schema's keys), each once. */
function namedHeaders(schema: z.ZodMiniType | undefined, request: IncomingMessage): Record<string, string> {
  if (!schema || !(schema instanceof z.ZodMiniObject)) return {};
  return Object.fromEntries(Object.keys(schema.def.shape).flatMap((name) => {
    const value = request.headers[name];
    return typeof value === 'string' ? [[name, value]] : [];
  }));
}

function parsePart(schema: z.ZodMiniType | undefined, raw: unknown, part: string): PartResult {
  if (!schema) return { ok: true, value: undefined };
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, ...describeIssues(result.error.issues, part) };
}

/**
 * An error as Zendesk words it (features-2.md §2): `{ error, description }`, with its
 * own names for a missing record and a refused one; a `RecordInvalid` names the fields at
 * fault in `details` (`fields`, or `base` for the record as a whole).
 */
export function zendeskError(
  name: SandboxErrorName,
  message: string | undefined,
  fields?: readonly string[],
): { error: string; description: string; details?: Record<string, { description: string }[]> } {
  switch (name) {
    case 'NotFound':
      return { error: 'RecordNotFound', description: message ?? 'Not found' };
    case 'ValidationFailed':
      return { error: 'InvalidEndpoint', description: message ?? 'Invalid request' };
    case 'RecordInvalid': {
      const described = [{ description: message ?? 'Record validation errors' }];
      const keys = fields && fields.length > 0 ? fields : ['base'];
      return { error: 'RecordInvalid', description: 'Record validation errors', details: Object.fromEntries(keys.map((key) => [key, described])) };
    }
    default:
      return { error: name, description: message ?? name };
  }
}

export function createApiRouter(options: { logError?: (message: string, detail?: unknown) => void } = {}): ApiRouter {
  const routes: Route[] = [];
  const logError = options.logError ?? ((message: string, detail?: unknown) => console.error(`[sandbox] ${message}`, detail ?? ''));

  async function run(route: Route, pathParams: Record<string, string>, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const { endpoint } = route;
    let rawBody: unknown;
    if (endpoint.body) {
      try {
        rawBody = parseJsonBody(await readBody(request));
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          sendError(response, 413, { error: 'ValidationFailed', message: error.message, fields: ['body'] });
          return;
        }
        if (error instanceof SyntaxError) {
          sendError(response, 400, { error: 'ValidationFailed', message: 'the body is not valid JSON', fields: ['body'] });
          return;
        }
        throw error;
      }
    }

    const parts = [
      parsePart(endpoint.params, pathParams, 'params'),
      // Repeated query keys: the last one wins, as URLSearchParams → object does.
      parsePart(endpoint.query, Object.fromEntries(url.searchParams), 'query'),
      parsePart(endpoint.body, rawBody, 'body'),
      // Only the headers the contract names, so an unrelated one never fails the call.
      parsePart(endpoint.headers, namedHeaders(endpoint.headers, request), 'headers'),
    ] as const;
    const failures = parts.filter((part) => !part.ok);
    if (failures.length > 0) {
      const message = failures.map((failure) => failure.message).join('; ');
      const fields = [...new Set(failures.flatMap((failure) => failure.fields))];
      if (endpoint.envelope === 'none') sendJson(response, 400, zendeskError('ValidationFailed', message));
      else sendError(response, 400, { error: 'ValidationFailed', message, fields });
      return;
    }
    const [params, query, body, headers] = parts.map((part) => (part.ok ? part.value : undefined));

    let result: unknown;
    try {
      result = await route.handler({ params, query, body, headers, request });
    } catch (error) {
      if (error instanceof ProviderError && endpoint.envelope === 'none') {
        sendJson(response, error.status, zendeskError(error.errorName, error.publicMessage, error.fields), error.headers);
        return;
      }
      if (error instanceof ProviderError) {
        sendError(
          response,
          error.status,
          {
            error: error.errorName,
            ...(error.publicMessage ? { message: error.publicMessage } : {}),
            ...(error.fields ? { fields: error.fields } : {}),
          },
          error.headers,
        );
        return;
      }
      throw error;
    }

    const created = result instanceof Created;
    const data = endpoint.response.safeParse(result instanceof Created ? result.data : result);
    if (!data.success) {
      // The sandbox broke its own contract: that is our bug, never the caller's.
      logError(`${endpoint.method} ${endpoint.path} answered outside its response schema`, data.error.issues);
      sendError(response, 500, { error: 'Internal' });
      return;
    }
    sendJson(response, created ? 201 : 200, endpoint.envelope === 'none' ? data.data : { data: data.data }, result instanceof Created ? result.headers : {});
  }

  return {
    on(endpoint, handler) {
      if (routes.some((route) => route.endpoint.method === endpoint.method && route.endpoint.path === endpoint.path)) {
        throw new Error(`${endpoint.method} ${endpoint.path} has two handlers`);
      }
      // The router checks every part against the endpoint's schemas before calling, so
      // the handler receives exactly its declared input types.
      routes.push({ endpoint, handler: handler as Route['handler'] });
    },

    async handle(request, response, url) {
      try {
        const matches = routes.flatMap((route) => {
          const params = safeMatch(route.endpoint.path, url.pathname);
          return params ? [{ route, params }] : [];
        });
        if (matches.length === 0) {
          sendError(response, 404, { error: 'NotFound' });
          return;
        }
        const match = matches.find(({ route }) => route.endpoint.method === request.method);
        if (!match) {
          sendError(response, 405, { error: 'MethodNotAllowed' }, { allow: [...new Set(matches.map(({ route }) => route.endpoint.method))].join(', ') });
          return;
        }
        await run(match.route, match.params, request, response, url);
      } catch (error) {
        logError(`${request.method} ${url.pathname} failed`, error);
        if (response.headersSent) response.destroy();
        else sendError(response, 500, { error: 'Internal' });
      }
    },

    registered: () => routes.map((route) => route.endpoint),
  };
}
