/** The API's envelope and error shapes, body limits and CORS, whatever the endpoint. */
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointSpec } from '../../src/lib/core/contract/index.ts';
import { errorOf, TEST_SITE_ORIGIN, useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });
describe('routing', () => {
  it('answers every endpoint of the shared contract', () => {
    const key = (endpoint: EndpointSpec) => `${endpoint.method} ${endpoint.path}`;
    const answered = new Set(h.sandbox.registeredEndpoints().map(key));
    const missing = Object.values(endpoints).map(key).filter((name) => !answered.has(name));
    expect(missing).toEqual([]);
  });

  it('answers an unknown path with 404 NotFound as JSON', async () => {
    const { status, json, headers } = await h.call('/au/api/v1/does-not-exist');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toContain('application/json');
    expect(errorOf(json)).toEqual({ error: 'NotFound' });
  });

  it('answers a known path with the wrong method with 405 MethodNotAllowed', async () => {
    const { status, json, headers } = await h.call('/au/api/v1/hmac/check');
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
    expect(errorOf(json)).toEqual({ error: 'MethodNotAllowed' });
  });

  it('treats a malformed percent-escape in a path as an unknown path', async () => {
    const { status, json } = await h.call('/au/api/v1/au/service/%E0%A4%A?uuid=abcd&hmac=0123456789abcdef');
    expect(status).toBe(404);
    expect(errorOf(json).error).toBe('NotFound');
  });
});

describe('request validation', () => {
  it('answers 400 ValidationFailed with the wrong fields named', async () => {
    const { status, json } = await h.call('/au/api/v1/hmac/check', { method: 'POST', body: { uuid: 'x', hmac: 'not hex' } });
    expect(status).toBe(400);
    const error = errorOf(json);
    expect(error.error).toBe('ValidationFailed');
    expect(error.fields?.sort()).toEqual(['hmac', 'uuid']);
    expect(error.message).toContain('uuid');
  });

  it('answers 400 ValidationFailed for malformed JSON', async () => {
    const { status, json } = await h.call('/au/api/v1/hmac/check', { method: 'POST', rawBody: '{"uuid": "abcd",', headers: { 'content-type': 'application/json' } });
    expect(status).toBe(400);
    expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed', fields: ['body'] });
  });

  it('answers 400 ValidationFailed for a missing body', async () => {
    const { status, json } = await h.call('/au/api/v1/au/info', { method: 'POST' });
    expect(status).toBe(400);
    expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed', fields: ['body'] });
  });

  it('answers 413 ValidationFailed for a body over 64 KiB', async () => {
    const { status, json } = await h.call('/au/api/v1/hmac/check', { method: 'POST', body: { uuid: 'abcd', hmac: '0123456789abcdef', padding: 'x'.repeat(70 * 1024) } });
    expect(status).toBe(413);
    expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed', fields: ['body'] });
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${h.origin}/au/api/v1/au/info`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it("allows a preflight from the site's origin, under any loopback name of its port", async () => {
    const { port } = new URL(TEST_SITE_ORIGIN);
    for (const origin of [TEST_SITE_ORIGIN, `http://localhost:${port}`, `http://[::1]:${port}`]) {
      const response = await preflight(origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE');
      expect(response.headers.get('access-control-allow-headers')).toBe('content-type, x-human-token, x-login-uuid, x-login-hmac, x-sandbox-scope');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('vary')).toBe('Origin');
    }
  });

  it('refuses a preflight from any other page on this machine (issue 9, defect 12)', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:3000', 'http://[::1]:8080']) {
      const response = await preflight(origin);
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('refuses a preflight from another site', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'https://127.0.0.1:4321']) {
      const response = await preflight(origin);
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-methods')).toBeNull();
    }
  });

  it('reflects an allowed origin on real answers, errors included, and never another site', async () => {
    const allowed = await fetch(`${h.origin}/au/api/v1/hmac/check`, { method: 'POST', headers: { origin: TEST_SITE_ORIGIN, 'content-type': 'application/json' }, body: '{}' });
    expect(allowed.status).toBe(400);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
    expect(allowed.headers.get('cache-control')).toBe('no-store');
    const foreign = await fetch(`${h.origin}/au/api/v1/verify/cf`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('vary')).toBe('Origin');
  });
});
