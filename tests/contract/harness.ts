/**
 * A real sandbox provider in-process (port 0, temp database, fixed secret), started the
 * one way every test starts it (sandbox/core/test-sandbox.ts), and small helpers to call it
 * over HTTP. Each test file gets its own sandbox through `useHarness()`, and tests that
 * need accounts make their own with the fixture API.
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { startedPerFile } from '../support/per-file.ts';
import * as z from 'zod/mini';
import { ErrorEnvelope, type EndpointSpec } from '../../src/lib/core/contract/index.ts';
import type { AccountView } from '../../sandbox/core/control/schemas.ts';
import type { ControlClient } from '../../sandbox/core/control/client.ts';
import type { FixtureAccountSpec } from '../../sandbox/core/fixtures.ts';
import type { Sandbox } from '../../sandbox/core/server.ts';
import { startTestSandbox, TEST_VERIFY_DIFFICULTY } from '../../sandbox/core/test-sandbox.ts';

export const TEST_SECRET = 'contract-test-secret-0123456789abcdef';
export const TEST_SITE_ORIGIN = 'http://127.0.0.1:4999';
/** Low, so a test solves the proof of work in a few milliseconds. */
export const TEST_DIFFICULTY = TEST_VERIFY_DIFFICULTY;

export interface Harness {
  sandbox: Sandbox;
  origin: string;
  /** The control API, typed by its own schemas. */
  control: ControlClient;
  /** Calls the sandbox with a JSON body (when given) and returns status, headers and parsed JSON. */
  call(path: string, init?: { method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<{ status: number; headers: Headers; json: unknown }>;
  createAccount(spec: FixtureAccountSpec): Promise<AccountView>;
  /** Parses a success envelope against an endpoint's response schema (throws with the issues if it does not fit). */
  data<E extends EndpointSpec>(endpoint: E, json: unknown): z.output<E['response']>;
  close(): Promise<void>;
}

export async function startHarness(options: { seedDemo?: boolean } = {}): Promise<Harness> {
  const { sandbox, origin, control, close } = await startTestSandbox({ name: 'contract', hmacSecret: TEST_SECRET, siteOrigin: TEST_SITE_ORIGIN, seedDemo: options.seedDemo ?? true });

  const call: Harness['call'] = async (path, init = {}) => {
    // Each test is a caller of its own for the hourly account limit (ADR 0044), as each browser test is; a test may name its own.
    const headers: Record<string, string> = { 'x-sandbox-scope': testScope(), ...init.headers };
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${origin}${path}`, { method: init.method ?? 'GET', headers, body });
    const text = await response.text();
    let json: unknown = null;
    if (text !== '' && (response.headers.get('content-type') ?? '').includes('application/json')) json = JSON.parse(text);
    return { status: response.status, headers: response.headers, json };
  };

  return { sandbox, origin, control, call, createAccount: (spec) => control.createAccount(spec), data: dataOf, close };
}

/**
 * One sandbox for the test file, started before its tests and closed after them (the
 * contract tests' only set-up). Read its members inside hooks and tests.
 * @example
 * const h = useHarness({ seedDemo: false });
 * it('…', async () => { const { status } = await h.call('/au/api/v1/app/version?client=android'); });
 */
export function useHarness(options: { seedDemo?: boolean } = {}): Harness {
  return startedPerFile('the contract harness', () => startHarness(options));
}

/** The running test's own caller scope (`x-sandbox-scope`): its name, hashed to the header's form. */
export function testScope(): string {
  const name = expect.getState().currentTestName ?? 'outside-a-test';
  return `t${createHash('sha256').update(name).digest('hex').slice(0, 40)}`;
}

function dataOf<E extends EndpointSpec>(endpoint: E, json: unknown): z.output<E['response']> {
  const response: E['response'] = endpoint.response;
  return z.parse(response, z.object({ data: z.unknown() }).parse(json).data);
}

/** Parses an error answer; fails the test when it is not the provider's error shape. */
export function errorOf(json: unknown): z.infer<typeof ErrorEnvelope> {
  return ErrorEnvelope.parse(json);
}

/**
 * Finds a nonce for the human check the way a client would, independently of the
 * sandbox's own checker.
 */
export function solveProofOfWork(salt: string, difficulty: number): string {
  for (let nonce = 0; nonce < 10_000_000; nonce++) {
    const digest = createHash('sha256').update(`${salt}${nonce}`).digest();
    let bits = 0;
    for (const byte of digest) {
      if (byte === 0) {
        bits += 8;
        continue;
      }
      bits += Math.clz32(byte) - 24;
      break;
    }
    if (bits >= difficulty) return String(nonce);
  }
  throw new Error('no nonce found');
}

/** A nonce that does NOT meet the difficulty (for the failure cases). */
export function wrongNonce(salt: string): string {
  for (let nonce = 0; nonce < 1000; nonce++) {
    // A first byte of 0x80 or more means zero leading zero bits: below any difficulty above 0.
    const first = createHash('sha256').update(`${salt}${nonce}`).digest()[0] ?? 0;
    if (first >= 0x80) return String(nonce);
  }
  throw new Error('no failing nonce found');
}

/**
 * Passes the human check as a browser does (`verify/cf`, the proof of work, `verify/cap`)
 * and returns its token, which account creation, orders, the login mail and tickets carry
 * (ADR 0033). A fresh one each time: a test that moves the clock may have outlived the last.
 */
export async function humanToken(h: Pick<Harness, 'origin'>): Promise<string> {
  const read = async (response: Promise<Response>) => (await response).json() as Promise<unknown>;
  const challenge = await read(fetch(`${h.origin}/au/api/v1/verify/cf`));
  const { challengeId, salt, difficulty } = z.object({ data: z.object({ challengeId: z.string(), salt: z.string(), difficulty: z.number() }) }).parse(challenge).data;
  const body = JSON.stringify({ challengeId, nonce: solveProofOfWork(salt, difficulty) });
  const answer = await read(fetch(`${h.origin}/au/api/v1/verify/cap`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
  return z.object({ data: z.object({ token: z.string() }) }).parse(answer).data.token;
}
