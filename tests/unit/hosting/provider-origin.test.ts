import { describe, expect, it } from 'vitest';
import { deployKind, describeProviderChoice, resolveProviderApi, settingsFromEnvFiles } from '../../../hosting/provider-origin.ts';

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
  it('reads plain and quoted values, later files winning, and ignores everything else', () => {
    const files = ['PUBLIC_PROVIDER_API_BASE=http://127.0.0.1:9000\nOTHER=1\n# SKYLINE_DEPLOY=production', "export SKYLINE_DEPLOY='production'\r\nPUBLIC_PROVIDER_API_BASE=\"https://api.skyline.example\" # the real one"];
    expect(settingsFromEnvFiles(files)).toEqual({ PUBLIC_PROVIDER_API_BASE: 'https://api.skyline.example', SKYLINE_DEPLOY: 'production' });
    expect(settingsFromEnvFiles(['PUBLIC_PROVIDER_API_BASE=https://a.example # note'])).toEqual({ PUBLIC_PROVIDER_API_BASE: 'https://a.example' });
  });
});
