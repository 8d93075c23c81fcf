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
import { ErrorEnvelope, fillPath, type EndpointSpec, type RequestOf, type ResponseOf } from '../contract/index.ts';
import type { AppErrorName } from './errors.ts';

/** Spec section 9: HTTP timeout 30 s. */
export const PROVIDER_TIMEOUT_MS = 30_000;

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
    };

export interface ProviderClientOptions {
  baseURL: string;
  timeoutMs?: number;
  /** Called once per HmacCheckFailed answer: clear credentials and go to order/place. */
  onHmacCheckFailed?: () => void;
}

export interface ProviderClient {
  call<E extends EndpointSpec>(endpoint: E, request: RequestOf<E>): Promise<ApiResult<ResponseOf<E>>>;
}

/** ofetch reports its own timeout as an Error (or DOMException) named TimeoutError or AbortError. */
function isTimeout(error: unknown): boolean {
  const cause = error instanceof FetchError ? error.cause : error;
  return cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
}

export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const timeout = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;

  async function call<E extends EndpointSpec>(endpoint: E, request: RequestOf<E>): Promise<ApiResult<ResponseOf<E>>> {
    // Check what we send against the contract too: a caller bug must not reach the provider.
    const params = endpoint.params?.safeParse(request.params);
    const query = endpoint.query?.safeParse(request.query);
    const body = endpoint.body?.safeParse(request.body);
    if (params?.success === false || query?.success === false || body?.success === false) {
      return { ok: false, error: 'RequestError', providerError: 'InvalidRequest' };
    }

    let response: Awaited<ReturnType<typeof ofetch.raw>>;
    try {
      response = await ofetch.raw(fillPath(endpoint.path, params?.data as Record<string, string | number> | undefined), {
        baseURL: options.baseURL,
        method: endpoint.method,
        query: query?.data as Record<string, string> | undefined,
        body: body?.data as Record<string, unknown> | undefined,
        timeout,
        // Only idempotent reads are retried; money-moving calls never are (decisions.md).
        retry: endpoint.method === 'GET' ? 1 : 0,
        retryStatusCodes: [502, 503, 504],
        ignoreResponseError: true,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        responseType: 'json',
      });
    } catch (error) {
      // Each caller shows connection trouble where it happened (decisions: "Network trouble").
      return { ok: false, error: isTimeout(error) ? 'Timeout' : 'NetworkTrouble' };
    }

    const status = response.status;
    const payload: unknown = response._data;
    if (status === 200 || status === 201) {
      const parsed = typeof payload === 'object' && payload !== null && 'data' in payload ? endpoint.response.safeParse(payload.data) : null;
      if (parsed?.success) {
        return { ok: true, data: parsed.data as ResponseOf<E>, status };
      }
      return { ok: false, error: 'MalformedResponse', status };
    }

    const failure = ErrorEnvelope.safeParse(payload);
    if (failure.success && failure.data.error === 'HmacCheckFailed') {
      options.onHmacCheckFailed?.();
      return { ok: false, error: 'HmacCheckFailed', providerError: 'HmacCheckFailed', status };
    }
    if (status >= 500) return { ok: false, error: 'ServerError', status, ...(failure.success ? { providerError: failure.data.error } : {}) };
    if (!failure.success) return { ok: false, error: 'MalformedResponse', status };
    return {
      ok: false,
      error: 'RequestError',
      status,
      providerError: failure.data.error,
      ...(failure.data.fields ? { fields: failure.data.fields } : {}),
    };
  }

  return { call };
}
