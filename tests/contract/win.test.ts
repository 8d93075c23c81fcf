/** `POST /au/client/check` (docs/decisions/0034) over real HTTP. */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { errorOf, useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });

async function check(body: Record<string, unknown>) {
  return h.call('/au/client/check', { method: 'POST', body });
}

describe('POST /au/client/check', () => {
  it('lets the latest Windows client with an Active service be used', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const { status, json } = await check({ uuid: account.uuid, hmac: account.hmac, client: 'windows', version: '2.9.0' });
    expect(status).toBe(200);
    const answer = h.data(endpoints.clientCheck, json);
    expect(answer).toMatchObject({ usable: true, update: 'none', hasActiveService: true, latestVersion: '2.9.0', minimumVersion: '2.0.0' });
    expect(answer.downloadUrl).toBe(`${h.origin}/downloads/skyline-windows-2.9.0.exe`);
  });

  it('says an older version of the same major still works, with an update available', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const { json } = await check({ uuid: account.uuid, hmac: account.hmac, client: 'windows', version: '2.8.1' });
    expect(h.data(endpoints.clientCheck, json)).toMatchObject({ usable: true, update: 'available' });
  });

  it('says a version a major release behind must update, and may not be used', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const { json } = await check({ uuid: account.uuid, hmac: account.hmac, client: 'macos', version: '1.9.9' });
    expect(h.data(endpoints.clientCheck, json)).toMatchObject({ usable: false, update: 'required', hasActiveService: true });
  });

  it('says a current client cannot be used without an Active service', async () => {
    const account = await h.createAccount({ services: [{ status: 'Expired', expiresInDays: -3 }] });
    const { json } = await check({ uuid: account.uuid, hmac: account.hmac, client: 'linux', version: '1.8.3' });
    expect(h.data(endpoints.clientCheck, json)).toMatchObject({ usable: false, update: 'none', hasActiveService: false });
  });

  it('refuses a wrong signature with HmacCheckFailed, as every login call does', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const { status, json } = await check({ uuid: account.uuid, hmac: 'f'.repeat(64), client: 'windows', version: '2.9.0' });
    expect(status).toBe(401);
    expect(errorOf(json).error).toBe('HmacCheckFailed');
  });

  it('refuses a version it cannot read and an unknown client with ValidationFailed', async () => {
    const account = await h.createAccount({ services: [{ status: 'Active' }] });
    const bad = await check({ uuid: account.uuid, hmac: account.hmac, client: 'windows', version: 'latest' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.json)).toMatchObject({ error: 'ValidationFailed', fields: ['version'] });
    const unknown = await check({ uuid: account.uuid, hmac: account.hmac, client: 'symbian', version: '1.0.0' });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.json)).toMatchObject({ error: 'ValidationFailed', fields: ['client'] });
  });
});
