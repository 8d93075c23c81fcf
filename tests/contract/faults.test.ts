/** Faults armed on the control surface make the API misbehave on purpose, then stop. */
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { AccountView, FaultView } from '../../sandbox/core/control/schemas.ts';
import { errorOf, humanToken, TEST_SITE_ORIGIN, useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });
afterEach(async () => {
  await h.call('/__sandbox/api/faults', { method: 'DELETE' });
});
const VERSION_PATH = '/au/api/v1/app/version?client=android';

async function arm(body: unknown) {
  const { status, json } = await h.call('/__sandbox/api/faults', { method: 'POST', body });
  expect(status).toBe(201);
  return FaultView.parse(json);
}

async function expectNormal(): Promise<void> {
  const { status, json } = await h.call(VERSION_PATH);
  expect(status).toBe(200);
  expect(h.data(endpoints.appVersion, json).client).toBe('android');
}

async function accountUuids(): Promise<string[]> {
  return z.array(AccountView).parse((await h.call('/__sandbox/api/accounts')).json).map((account) => account.uuid);
}

/** `POST au/user` with a plain fetch, so a cut connection rejects instead of answering. */
async function postNewAccount(requestKey: string, token?: string): Promise<Response> {
  token ??= await humanToken(h);
  return fetch(`${h.origin}/au/api/v1/au/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requestKey, humanToken: token }) });
}

describe('faults', () => {
  it('error500: answers 500 Internal the given number of times, then normally', async () => {
    await arm({ pathPrefix: '/au/api/v1/app/', mode: 'error500', times: 2 });
    for (let i = 0; i < 2; i++) {
      const { status, json } = await h.call(VERSION_PATH);
      expect(status).toBe(500);
      expect(errorOf(json)).toEqual({ error: 'Internal' });
    }
    await expectNormal();
  });

  it('error503: answers 503 Unavailable', async () => {
    await arm({ pathPrefix: '/au/api/v1/app/', mode: 'error503' });
    const { status, json } = await h.call(VERSION_PATH);
    expect(status).toBe(503);
    expect(errorOf(json)).toEqual({ error: 'Unavailable' });
    await expectNormal();
  });

  it('busy: answers 429 with a Retry-After a browser may read, in seconds or as an HTTP date', async () => {
    await arm({ pathPrefix: '/au/api/v1/app/', mode: 'busy', retryAfterSeconds: 7 });
    const seconds = await fetch(`${h.origin}${VERSION_PATH}`, { headers: { origin: TEST_SITE_ORIGIN } });
    expect(seconds.status).toBe(429);
    expect(seconds.headers.get('retry-after')).toBe('7');
    expect(seconds.headers.get('access-control-expose-headers')).toBe('retry-after');
    expect(errorOf(await seconds.json())).toEqual({ error: 'TooManyRequests' });

    await arm({ pathPrefix: '/au/api/v1/app/', mode: 'busy', retryAfterSeconds: 60, retryAfterAsDate: true });
    const dated = await fetch(`${h.origin}${VERSION_PATH}`);
    const until = Date.parse(dated.headers.get('retry-after') ?? '');
    expect(until - Date.now()).toBeGreaterThan(50_000);
    expect(until - Date.now()).toBeLessThanOrEqual(60_000);
    await expectNormal();
  });

  it('malformed: answers 200 with data that breaks the endpoint schema, once by default', async () => {
    await arm({ pathPrefix: '/au/api/v1/app/version', mode: 'malformed' });
    const { status, json } = await h.call(VERSION_PATH);
    expect(status).toBe(200);
    expect(json).toEqual({ data: { unexpected: true } });
    expect(z.object({ data: endpoints.appVersion.response }).safeParse(json).success).toBe(false);
    await expectNormal();
  });

  it('drop: closes the connection without an answer', async () => {
    await arm({ pathPrefix: '/au/api/v1/app/version', mode: 'drop' });
    await expect(fetch(`${h.origin}${VERSION_PATH}`)).rejects.toThrow();
    await expectNormal();
  });

  it('drop: the endpoint never runs, so nothing is stored', async () => {
    const before = await accountUuids();
    await arm({ pathPrefix: '/au/api/v1/au/user', mode: 'drop' });
    await expect(postNewAccount('drop-0123456789abcdef')).rejects.toThrow();
    expect(await accountUuids()).toEqual(before);
  });

  it('drop-after: the endpoint runs and commits, then the answer is lost; the same key answers the same account', async () => {
    const before = await accountUuids();
    const requestKey = 'drop-after-0123456789abcdef';
    await arm({ pathPrefix: '/au/api/v1/au/user', mode: 'drop-after' });
    // The answer's head arrives, its body never does.
    await expect(postNewAccount(requestKey).then((response) => response.text())).rejects.toThrow();
    // The account exists although its creator never heard back.
    const after = await accountUuids();
    const made = after.filter((uuid) => !before.includes(uuid));
    expect(made).toHaveLength(1);
    expect(z.array(FaultView).parse((await h.call('/__sandbox/api/faults')).json)).toEqual([]);

    // The repeat (the fault is used up) gets the account made the first time, not a second one.
    const { status, json } = await h.call('/au/api/v1/au/user', { method: 'POST', body: { requestKey, humanToken: await humanToken(h) } });
    expect(status).toBe(201);
    expect(h.data(endpoints.auUser, json).uuid).toBe(made[0]);
    expect(await accountUuids()).toEqual(after);
  });

  it('drop-after: a refused request is refused and then lost, and still stores nothing', async () => {
    const before = await accountUuids();
    await arm({ pathPrefix: '/au/api/v1/au/user', mode: 'drop-after' });
    await expect(fetch(`${h.origin}/au/api/v1/au/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((response) => response.text())).rejects.toThrow();
    expect(await accountUuids()).toEqual(before);
    await expectNormal();
  });

  it('late: the endpoint runs and commits at once, and its answer comes after the delay', async () => {
    const before = await accountUuids();
    await arm({ pathPrefix: '/au/api/v1/au/user', mode: 'late', delayMs: 400 });
    const token = await humanToken(h);
    const answer = postNewAccount('late-0123456789abcdef01', token);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // Made before its answer has left.
    expect((await accountUuids()).filter((uuid) => !before.includes(uuid))).toHaveLength(1);
    const started = performance.now();
    expect((await answer).status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('delay: answers normally after the delay', async () => {
    await arm({ pathPrefix: '/au/api/v1/app/version', mode: 'delay', delayMs: 300 });
    const started = performance.now();
    await expectNormal();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    const again = performance.now();
    await expectNormal();
    expect(performance.now() - again).toBeLessThan(250);
  });

  it('leaves other paths and CORS answers alone', async () => {
    await arm({ pathPrefix: '/au/api/v1/app/version', mode: 'error500' });
    expect((await h.call('/au/api/v1/verify/cf')).status).toBe(200);
    const preflight = await fetch(`${h.origin}/au/api/v1/app/version`, { method: 'OPTIONS', headers: { origin: TEST_SITE_ORIGIN, 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBe(204);
    const faulted = await fetch(`${h.origin}${VERSION_PATH}`, { headers: { origin: TEST_SITE_ORIGIN } });
    expect(faulted.status).toBe(500);
    // The browser must be able to read the fault, so it carries the CORS answer too.
    expect(faulted.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
  });

  it('lists armed faults and clears them', async () => {
    await arm({ pathPrefix: '/au/', mode: 'error500', times: 5 });
    const listed = z.array(FaultView).parse((await h.call('/__sandbox/api/faults')).json);
    expect(listed).toMatchObject([{ pathPrefix: '/au/', mode: 'error500', remaining: 5 }]);
    const cleared = await h.call('/__sandbox/api/faults', { method: 'DELETE' });
    expect(cleared.json).toEqual({ cleared: 1 });
    await expectNormal();
  });

  it('refuses a fault without a path prefix, an unknown mode, or a delay without delayMs', async () => {
    const cases: [unknown, string][] = [
      [{ mode: 'error500' }, 'pathPrefix'],
      [{ pathPrefix: '/au/', mode: 'explode' }, 'mode'],
      [{ pathPrefix: '/au/', mode: 'delay' }, 'delayMs'],
      [{ pathPrefix: 'au/', mode: 'drop' }, 'pathPrefix'],
    ];
    for (const [body, field] of cases) {
      const { status, json } = await h.call('/__sandbox/api/faults', { method: 'POST', body });
      expect(status).toBe(400);
      expect(errorOf(json).fields).toEqual([field]);
    }
  });
});
