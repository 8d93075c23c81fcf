/**
 * One description of a provider call, shared by the site's client and the sandbox
 * provider, so that the two cannot drift apart.
 *
 * @example
 * const hmacCheck = defineEndpoint({
 *   method: 'POST', path: '/au/api/v1/hmac/check',
 *   body: LoginPair, response: z.object({ valid: z.literal(true) }),
 * });
 */
import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointSpec {
  method: HttpMethod;
  /** Path with `:name` placeholders, e.g. `/au/api/v1/au/service/:id`. */
  path: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Request headers the call carries, by lower-case name (a GET's human-check token, ADR 0044). */
  headers?: z.ZodMiniType;
  /** Shape of `data` inside the success envelope. */
  response: z.ZodMiniType;
  /**
   * A read that changes nothing on the provider, so the client may repeat it after a
   * network error, a 5xx or a 429 (docs/decisions/0016). Every GET is such a read by
   * HTTP's own rules; a POST is one only when it says so here (the login pair travels in
   * the body of some reads to keep it out of URLs and logs). Calls that move money or
   * create things never carry it: they are tried once, and an unknown outcome is checked
   * by reading, not by sending again (decision 0015).
   */
  safeToRetry?: true;
  /**
   * `'none'`: the answer is the response itself, not `{ data }` (the help desk is
   * Zendesk, whose answers have no envelope and whose errors are `{ error, description }`).
   */
  envelope?: 'none';
}

export function defineEndpoint<const Spec extends EndpointSpec>(spec: Spec): Spec {
  return spec;
}

/**
 * Whether the client may repeat this call by itself: marked in the contract, or a GET.
 * @example isSafeToRetry(endpoints.auInfo) // true (a POST marked safeToRetry)
 * @example isSafeToRetry(endpoints.invoicePay) // false
 */
export function isSafeToRetry(endpoint: EndpointSpec): boolean {
  return endpoint.safeToRetry === true || endpoint.method === 'GET';
}

type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : never;
export type ParamsOf<E extends EndpointSpec> = E['params'] extends z.ZodMiniType ? InputOf<E['params']> : undefined;
export type QueryOf<E extends EndpointSpec> = E['query'] extends z.ZodMiniType ? InputOf<E['query']> : undefined;
export type BodyOf<E extends EndpointSpec> = E['body'] extends z.ZodMiniType ? InputOf<E['body']> : undefined;
export type HeadersOf<E extends EndpointSpec> = E['headers'] extends z.ZodMiniType ? InputOf<E['headers']> : undefined;
export type ResponseOf<E extends EndpointSpec> = z.output<E['response']>;

/** The request parts a call needs, each present only when the endpoint has it. */
export type RequestOf<E extends EndpointSpec> = (E['params'] extends z.ZodMiniType ? { params: ParamsOf<E> } : { params?: undefined }) &
  (E['query'] extends z.ZodMiniType ? { query: QueryOf<E> } : { query?: undefined }) &
  (E['body'] extends z.ZodMiniType ? { body: BodyOf<E> } : { body?: undefined }) &
  (E['headers'] extends z.ZodMiniType ? { headers: HeadersOf<E> } : { headers?: undefined });

/**
 * Fills `:name` placeholders, encoding each value.
 * @example fillPath('/a/:id', { id: 7 }) // '/a/7'
 */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Matches a concrete path against an endpoint path, returning its raw parameters.
 * @example matchPath('/a/:id', '/a/7') // { id: '7' }
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const expected = patternParts[i] ?? '';
    const actual = pathParts[i] ?? '';
    if (expected.startsWith(':')) {
      // A placeholder may carry a fixed ending (`:id.json`), as the help desk's paths do.
      const [name = '', ending = ''] = /^:([A-Za-z]+)(.*)$/.exec(expected)?.slice(1) ?? [];
      if (!actual.endsWith(ending) || actual.length === ending.length) return null;
      params[name] = decodeURIComponent(actual.slice(0, actual.length - ending.length));
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}
