import { describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployKind, describeProviderChoice, providerSettings, resolveProviderApi } from '../../../hosting/provider-origin.ts';

describe('which provider a build points at (issue 9, defect 13)', () => {
  it('a local build without a setting takes the sandbox, and says so', () => {
    const choice = resolveProviderApi({});
    expect(choice).toEqual({ base: 'http://127.0.0.1:8787', origin: 'http://127.0.0.1:8787', deploy: 'local', source: 'default' });
    expect(describeProviderChoice(choice)).toContain('provider API http://127.0.0.1:8787 (the sandbox default');
  });

  it('a local build may name any http(s) provider, and the CSP gets its origin', () => {
    expect(resolveProviderApi({ PUBLIC_PROVIDER_API_BASE: 'http://127.0.0.1:8863' })).toMatchObject({ base: 'http://127.0.0.1:8863', origin: 'http://127.0.0.1:8863', source: 'named' });
    expect(resolveProviderApi({ PUBLIC_PROVIDER_API_BASE: 'https://api.skyline.example/au/' }).origin).toBe('https://api.skyline.example');
  });

  it('a production build without a provider stops, instead of pointing at this machine', () => {
    expect(() => resolveProviderApi({ SKYLINE_DEPLOY: 'production' })).toThrow(/production build needs PUBLIC_PROVIDER_API_BASE/);
    expect(() => resolveProviderApi({ SKYLINE_DEPLOY: 'production', PUBLIC_PROVIDER_API_BASE: '  ' })).toThrow(/needs PUBLIC_PROVIDER_API_BASE/);
  });

  it('a production build needs https, on a host that is not this machine or a private network', () => {
    for (const base of ['http://api.skyline.example', 'http://127.0.0.1:8787']) {
      expect(() => resolveProviderApi({ SKYLINE_DEPLOY: 'production', PUBLIC_PROVIDER_API_BASE: base }), base).toThrow(/https/);
    }
    for (const base of ['https://127.0.0.1:8787', 'https://localhost', 'https://[::1]/', 'https://192.168.1.4', 'https://10.0.0.2', 'https://172.20.0.1', 'https://api.localhost']) {
      expect(() => resolveProviderApi({ SKYLINE_DEPLOY: 'production', PUBLIC_PROVIDER_API_BASE: base }), base).toThrow(/this machine or a private network/);
    }
    expect(resolveProviderApi({ SKYLINE_DEPLOY: 'production', PUBLIC_PROVIDER_API_BASE: 'https://api.skyline.example' })).toEqual({
      base: 'https://api.skyline.example',
      origin: 'https://api.skyline.example',
      deploy: 'production',
      source: 'named',
    });
  });

  it('refuses a setting that is not an http(s) URL, or carries a password, in any build', () => {
    for (const base of ['not a url', 'ftp://api.skyline.example', 'javascript:alert(1)', 'https://user:secret@api.skyline.example']) {
      expect(() => resolveProviderApi({ PUBLIC_PROVIDER_API_BASE: base }), base).toThrow();
    }
  });

  it('recognises a production build by SKYLINE_DEPLOY or a static host build machine, never by NODE_ENV', () => {
    expect(deployKind({})).toBe('local');
    expect(deployKind({ SKYLINE_DEPLOY: 'production' })).toBe('production');
    expect(deployKind({ CF_PAGES: '1' })).toBe('production');
    expect(deployKind({ NETLIFY: 'true' })).toBe('production');
    expect(deployKind({ VERCEL: '1' })).toBe('production');
    expect(deployKind({ CF_PAGES: '1', SKYLINE_DEPLOY: 'local' })).toBe('local');
    expect(() => deployKind({ SKYLINE_DEPLOY: 'prod' })).toThrow(/"production" or "local"/);
  });
});

describe('the settings in .env files', () => {
  /** Writes each file into a fresh folder and reads the settings as a production build does. */
  function settingsFrom(files: Record<string, string>): ReturnType<typeof providerSettings> {
    const root = mkdtempSync(join(tmpdir(), 'skyline-env-'));
    // The process environment wins over the files: these tests read the files alone.
    vi.stubEnv('PUBLIC_PROVIDER_API_BASE', undefined);
    vi.stubEnv('SKYLINE_DEPLOY', undefined);
    try {
      for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
      return providerSettings('production', root);
    } finally {
      rmSync(root, { recursive: true, force: true });
      vi.unstubAllEnvs();
    }
  }

  it('reads plain and quoted values, later files winning, and ignores everything else', () => {
    const files = { '.env': 'PUBLIC_PROVIDER_API_BASE=http://127.0.0.1:9000\nOTHER=1\n# SKYLINE_DEPLOY=production', '.env.production': "export SKYLINE_DEPLOY='production'\r\nPUBLIC_PROVIDER_API_BASE=\"https://api.skyline.example\" # the real one" };
    expect(settingsFrom(files)).toEqual({ PUBLIC_PROVIDER_API_BASE: 'https://api.skyline.example', SKYLINE_DEPLOY: 'production' });
    expect(settingsFrom({ '.env': 'PUBLIC_PROVIDER_API_BASE=https://a.example # note' })).toEqual({ PUBLIC_PROVIDER_API_BASE: 'https://a.example' });
  });
});
