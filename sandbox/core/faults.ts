/**
 * Faults a test arms on the control surface to provoke network trouble without mocks:
 * the next `times` API requests whose path starts with `pathPrefix` are delayed,
 * answered 500 or 503, answered 429 with a `Retry-After` (`busy`: a provider shedding
 * load, which a safe read waits out, docs/decisions/0016), answered with data that breaks the endpoint's schema, dropped
 * without an answer before they are handled (`drop`), or handled in full and then
 * dropped before the answer leaves (`drop-after`: the request went through, the
 * caller cannot tell), or handled at once with the answer held back (`late`: it may
 * arrive after the caller's time limit, as a slow provider's does). Kept in memory: a
 * restart clears them.
 *
 * A fault with a `scope` only hits requests that carry the same `x-sandbox-scope`
 * header, so browser tests running side by side cannot trip over each other's faults.
 */
import * as z from 'zod/mini';

export const FAULT_MODES = ['delay', 'error500', 'error503', 'busy', 'malformed', 'drop', 'drop-after', 'late'] as const;

export const FaultSpec = z.object({
  pathPrefix: z.string().check(z.minLength(1), z.maxLength(300), z.startsWith('/')),
  mode: z.enum(FAULT_MODES),
  /** For `delay`: how long to wait before handling normally; for `late`: how long the answer is held (beyond the client's 30 s timeout is allowed). */
  delayMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(120_000))),
  /** For `busy`: the `Retry-After` it asks for, in seconds (default 1). */
  retryAfterSeconds: z.optional(z.number().check(z.int(), z.gte(0), z.lte(3600))),
  /** For `busy`: send `Retry-After` as an HTTP date (that many seconds from now) rather than as seconds. */
  retryAfterAsDate: z.optional(z.boolean()),
  times: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1000))),
  scope: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
});
export type FaultSpec = z.infer<typeof FaultSpec>;

export interface Fault {
  id: number;
  pathPrefix: string;
  mode: FaultSpec['mode'];
  delayMs: number;
  /** For `busy`: the `Retry-After` in seconds, and whether it is sent as an HTTP date. */
  retryAfterSeconds: number;
  retryAfterAsDate: boolean;
  /** Requests this fault will still affect. */
  remaining: number;
  scope: string | null;
}

/** The request header that names a fault scope. */
export const FAULT_SCOPE_HEADER = 'x-sandbox-scope';

export interface FaultRegistry {
  add(spec: FaultSpec): Fault;
  /** The first armed fault for this path, counted as used; null when none applies. */
  take(pathname: string, scope?: string | null): Fault | null;
  list(): Fault[];
  /** Clears one scope's faults, or every fault when no scope is given. */
  clear(scope?: string | null): number;
}

export function createFaultRegistry(): FaultRegistry {
  let faults: Fault[] = [];
  let nextId = 1;
  return {
    add(spec) {
      const fault = { id: nextId++, pathPrefix: spec.pathPrefix, mode: spec.mode, delayMs: spec.delayMs ?? 0, retryAfterSeconds: spec.retryAfterSeconds ?? 1, retryAfterAsDate: spec.retryAfterAsDate ?? false, remaining: spec.times ?? 1, scope: spec.scope ?? null };
      faults.push(fault);
      return { ...fault };
    },
    take(pathname, scope = null) {
      const fault = faults.find((candidate) => pathname.startsWith(candidate.pathPrefix) && (candidate.scope === null || candidate.scope === scope));
      if (!fault) return null;
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault);
      return { ...fault };
    },
    list: () => faults.map((fault) => ({ ...fault })),
    clear(scope = null) {
      const count = faults.length;
      faults = scope === null ? [] : faults.filter((fault) => fault.scope !== scope);
      return count - faults.length;
    },
  };
}
