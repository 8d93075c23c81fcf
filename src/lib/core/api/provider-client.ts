/**
 * The provider client: one place that knows how calls are made. Success is status
 * 200 or 201 with `data`, checked against the contract; everything else becomes a
 * catalogued error name, never an exception or a blank island.
 *
 * @example
 * const client = createProviderClient({ baseURL: 'http://127.0.0.1:8787' });
 * const result = await client.call(endpoints.hmacCheck, { body: pair });
 * if (result.ok) ...; else showError(result.error);
 */
import { FetchError, ofetch } from 'ofetch';
import { ErrorEnvelope } from '../contract/common.ts';
import { fillPath, isSafeToRetry, type EndpointSpec, type RequestOf, type ResponseOf } from '../contract/endpoint.ts';
import { backoffMs, DEFAULT_RETRY_POLICY, retryAfterMs, type RetryPolicy } from '../rules/retry.ts';
import type { AppErrorName } from './errors.ts';
import { earlyReadKey, takeEarlyRead, type EarlyAnswer } from '../early/early-read.ts';
import { failoverOrder, startingBase } from './provider-bases.ts';

/** Spec section 9: HTTP timeout 30 s. */
export const PROVIDER_TIMEOUT_MS = 30_000;

/**
 * How long a safe read waits on one base before it also asks the next (ADR 0052): a domain
 * blocked by dropping packets never refuses, it stays silent until the 30 s timeout.
 */
export const PROVIDER_HEDGE_MS = 5_000;

export type ApiResult<T> =
  | { ok: true; data: T; status: number }
  | {
      ok: false;
      error: AppErrorName;
      /** The provider's own error name, when it sent one (e.g. `ValidationFailed`). */
      providerError?: string;
      /** Field names the provider rejected. */
      fields?: string[];
      status?: number;
      /** A 429's `Retry-After`, in milliseconds from when it came, when the answer said. */
      retryAfterMs?: number;
    };

/**
 * Where a client keeps the base that last answered, so the next call (and, for the site,
 * the next page: lib/core/api/provider-origins.ts) starts there (ADR 0052).
 */
export interface WorkingBaseMemory {
  read(): string | undefined;
  keep(base: string): void;
}

export interface ProviderClientOptions {
  /**
   * The provider's base, or its bases in the order to try them: a safe read that gets no
   * answer at all from one (a blocked domain) goes on to the next (ADR 0052).
   */
  baseURL: string | readonly string[];
  /** Where the base that last answered is kept; default: in this client only. */
  workingBase?: WorkingBaseMemory;
  timeoutMs?: number;
  /** How long a safe read waits on a silent base before also asking the next; tests shorten it. */
  hedgeAfterMs?: number;
  /**
   * Called once per HmacCheckFailed answer, with the signature the call sent (the login's
   * or a service's `hmac`): clear credentials and go to order/place.
   */
  onHmacCheckFailed?: (sentSignature: string | undefined) => void;
  /**
   * Called once per AccountClosed answer (spec §8, ADR 0056): the provider closed the
   * account while a page of it was open; the page says so instead of what it offered.
   */
  onAccountClosed?: () => void;
  /** How safe reads are repeated (decision 0016); tests shorten it. */
  retry?: Partial<RetryPolicy>;
  /** Waits between tries; tests pass one that records and returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** Jitter source in [0, 1). */
  random?: () => number;
  /** The clock a `Retry-After` date is read against. */
  now?: () => number;
}

/** How one call is sent. */
export interface CallOptions {
  /**
   * The request outlives the page (fetch `keepalive`): for a report sent just before the
   * page goes elsewhere (the attribution report after an order, ADR 0037).
   */
  keepalive?: boolean;
}

export interface ProviderClient {
  call<E extends EndpointSpec>(endpoint: E, request: RequestOf<E>, callOptions?: CallOptions): Promise<ApiResult<ResponseOf<E>>>;
}

/** ofetch reports its own timeout as an Error (or DOMException) named TimeoutError or AbortError. */
function isTimeout(error: unknown): boolean {
  const cause = error instanceof FetchError ? error.cause : error;
  return cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
}

/** The `hmac` a request carries (a login pair, or a service's keys), if any. */
function sentSignature(part: unknown): string | undefined {
  const hmac = typeof part === 'object' && part !== null && 'hmac' in part ? part.hmac : undefined;
  return typeof hmac === 'string' ? hmac : undefined;
}

/**
 * The fields a help-desk refusal names: `{ error: 'RecordInvalid', details: { requester: [...] } }` → `['requester']`.
 * @example detailKeys({ error: 'RecordInvalid', details: { requester: [] } }) // ['requester']
 */
function detailKeys(payload: unknown): string[] | undefined {
  if (typeof payload !== 'object' || payload === null || !('details' in payload)) return undefined;
  const details = payload.details;
  return typeof details === 'object' && details !== null ? Object.keys(details) : undefined;
}

/** A call's checked headers as fetch sends them: the ones given, as text. */
function headerValues(parsed: unknown): Record<string, string> {
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
}

/** One try's outcome: an answer with its status, or a failure that never got one. */
type Attempt =
  | { kind: 'answer'; status: number; payload: unknown; retryAfter: string | null }
  | { kind: 'failed'; error: 'Timeout' | 'NetworkTrouble' };

function realSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What one call sends, whichever base it goes to. */
interface Sending {
  url: string;
  endpoint: EndpointSpec;
  query: unknown;
  body: unknown;
  headers: Record<string, string>;
  keepalive: boolean | undefined;
}

function memoryOfThisClient(): WorkingBaseMemory {
  let kept: string | undefined;
  return {
    read: () => kept,
    keep(base) {
      kept = base;
    },
  };
}

export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const timeout = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const hedgeAfter = options.hedgeAfterMs ?? PROVIDER_HEDGE_MS;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const bases: readonly string[] = typeof options.baseURL === 'string' ? [options.baseURL] : options.baseURL;
  const workingBase = options.workingBase ?? memoryOfThisClient();

  /** An answer the page's <head> already asked for (lib/core/early/early-read.ts), within the same time limit. */
  function earlyAttempt(pending: Promise<EarlyAnswer>): Promise<Attempt> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ kind: 'failed', error: 'Timeout' }), timeout);
      void pending.then((answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
    });
  }

  /**
   * One request to one base; `first` when it may be the answer the page's <head> already
   * asked for. `stop` aborts it when another base has answered first.
   */
  async function attempt(base: string, { url, endpoint, query, body, headers, keepalive }: Sending, first: boolean, stop: AbortController): Promise<Attempt> {
    const early = first && isSafeToRetry(endpoint) ? takeEarlyRead(globalThis, earlyReadKey(endpoint.method, url, query, body)) : undefined;
    if (early) return earlyAttempt(early);
    // ofetch drops its own timeout when given a signal, so the timeout aborts the same controller.
    const timer = setTimeout(() => stop.abort(new DOMException('The provider did not answer in time', 'TimeoutError')), timeout);
    try {
      const response = await ofetch.raw(url, {
        baseURL: base,
        method: endpoint.method,
        query: query as Record<string, string> | undefined,
        body: body as Record<string, unknown> | undefined,
        headers,
        signal: stop.signal,
        // Repeats are decided below, by the endpoint's contract, never by ofetch.
        retry: 0,
        ignoreResponseError: true,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        responseType: 'json',
        ...(keepalive === true ? { keepalive: true } : {}),
      });
      return { kind: 'answer', status: response.status, payload: response._data, retryAfter: response.headers.get('retry-after') };
    } catch (error) {
      return { kind: 'failed', error: isTimeout(error) ? 'Timeout' : 'NetworkTrouble' };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * One try of a call across the bases (ADR 0052), from the one that last answered. A safe
   * read goes on to the next base when one gives no answer at all (a network failure or a
   * timeout: what a blocked domain looks like), and also asks the next while one stays
   * silent for `hedgeAfter` (a domain that drops packets never refuses); the first answer
   * wins and the other requests are aborted. Any answer ends the try, whatever its status:
   * a 4xx or 5xx is the provider speaking. Anything else is sent once, to one base: a lost
   * answer's outcome is then read by the caller (decision 0015), with reads that fail over
   * like any other, before anything is sent again.
   */
  function tryBases(sending: Sending, repeatable: boolean, first: boolean): Promise<Attempt> {
    const all = failoverOrder(bases, startingBase(bases, workingBase.read()));
    const order = repeatable ? all : all.slice(0, 1);
    return new Promise((resolve) => {
      const running = new Set<AbortController>();
      let next = 0;
      let settled = false;
      let hedge: ReturnType<typeof setTimeout> | undefined;
      const settle = (outcome: Attempt) => {
        settled = true;
        clearTimeout(hedge);
        for (const controller of running) controller.abort();
        resolve(outcome);
      };
      const ask = () => {
        const index = next++;
        const base = order[index];
        if (settled || base === undefined) return;
        const stop = new AbortController();
        running.add(stop);
        clearTimeout(hedge);
        if (next < order.length) hedge = setTimeout(ask, hedgeAfter);
        // The head's early read went to the base a visit starts at: only that try may be it.
        void attempt(base, sending, first && index === 0, stop).then((outcome) => {
          running.delete(stop);
          if (settled) return;
          if (outcome.kind === 'answer') {
            workingBase.keep(base);
            settle(outcome);
          } else if (next < order.length) ask();
          else if (running.size === 0) settle(outcome);
        });
      };
      ask();
    });
  }

  /**
   * How long to wait before trying `outcome`'s call again, or null to stop. Only safe
   * reads come here more than once. A timeout is not repeated: the person has already
   * waited the full 30 s. A 429 waits what the provider asked (when the browser may read
   * it), and gives up at once when that is longer than the policy allows.
   */
  function waitBeforeRetry(outcome: Attempt, retry: number): number | null {
    if (retry > policy.retries) return null;
    if (outcome.kind === 'failed') return outcome.error === 'NetworkTrouble' ? backoffMs(retry, policy, random) : null;
    if (outcome.status === 429) {
      const asked = retryAfterMs(outcome.retryAfter, now());
      if (asked === null) return backoffMs(retry, policy, random);
      return asked <= policy.maxRetryAfterMs ? asked : null;
    }
    return outcome.status >= 500 ? backoffMs(retry, policy, random) : null;
  }

  async function call<E extends EndpointSpec>(endpoint: E, request: RequestOf<E>, callOptions: CallOptions = {}): Promise<ApiResult<ResponseOf<E>>> {
    // Check what we send against the contract too: a caller bug must not reach the provider.
    const params = endpoint.params?.safeParse(request.params);
    const query = endpoint.query?.safeParse(request.query);
    const body = endpoint.body?.safeParse(request.body);
    const headers = endpoint.headers?.safeParse(request.headers);
    if (params?.success === false || query?.success === false || body?.success === false || headers?.success === false) {
      return { ok: false, error: 'RequestError', providerError: 'InvalidRequest' };
    }

    const url = fillPath(endpoint.path, params?.data as Record<string, string | number> | undefined);
    // Money-moving and creating calls are tried once (decisions.md; an unknown outcome is
    // checked by reading, decision 0015); reads the contract marks safe are repeated.
    const repeatable = isSafeToRetry(endpoint);
    const sending: Sending = { url, endpoint, query: query?.data, body: body?.data, headers: headerValues(headers?.data), keepalive: callOptions.keepalive };
    let outcome = await tryBases(sending, repeatable, true);
    for (let retry = 1; repeatable; retry++) {
      const wait = waitBeforeRetry(outcome, retry);
      if (wait === null) break;
      await sleep(wait);
      outcome = await tryBases(sending, repeatable, false);
    }

    // Each caller shows connection trouble where it happened (decisions: "Network trouble").
    if (outcome.kind === 'failed') return { ok: false, error: outcome.error };
    const { status, payload } = outcome;
    if (status === 200 || status === 201) {
      // The help desk (Zendesk) answers without the provider's `data` envelope.
      const answer: unknown = endpoint.envelope === 'none' ? payload : typeof payload === 'object' && payload !== null && 'data' in payload ? payload.data : undefined;
      const parsed = answer === undefined ? null : endpoint.response.safeParse(answer);
      if (parsed?.success) {
        return { ok: true, data: parsed.data as ResponseOf<E>, status };
      }
      return { ok: false, error: 'MalformedResponse', status };
    }

    const failure = ErrorEnvelope.safeParse(payload);
    if (failure.success && failure.data.error === 'HmacCheckFailed') {
      options.onHmacCheckFailed?.(sentSignature(query?.data) ?? sentSignature(body?.data));
      return { ok: false, error: 'HmacCheckFailed', providerError: 'HmacCheckFailed', status };
    }
    // Whatever was asked, a closed account's answer means the same: nothing more is offered.
    if (failure.success && failure.data.error === 'AccountClosed') {
      options.onAccountClosed?.();
      return { ok: false, error: 'AccountClosed', providerError: 'AccountClosed', status };
    }
    if (status === 429) {
      const wait = retryAfterMs(outcome.retryAfter, now());
      return { ok: false, error: 'ProviderBusy', status, ...(failure.success ? { providerError: failure.data.error } : {}), ...(wait === null ? {} : { retryAfterMs: wait }) };
    }
    if (status >= 500) return { ok: false, error: 'ServerError', status, ...(failure.success ? { providerError: failure.data.error } : {}) };
    if (!failure.success) return { ok: false, error: 'MalformedResponse', status };
    // The help desk names the fields at fault as the keys of `details` (Zendesk's RecordInvalid).
    const fields = failure.data.fields ?? (endpoint.envelope === 'none' ? detailKeys(payload) : undefined);
    return {
      ok: false,
      error: 'RequestError',
      status,
      providerError: failure.data.error,
      ...(fields ? { fields } : {}),
    };
  }

  return { call };
}
