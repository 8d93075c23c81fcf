import { describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_SETTING_NAMES, BuildSettingsError, deployKind, describeProviderChoice, planBuildSettings, providerSettings, resolveBuildSettings, resolveProviderApi } from '../../../hosting/provider-origin.ts';

/** Settings a real deploy would give: two API domains, a help desk and the primary site. */
const PRODUCTION = {
  PUBLIC_PROVIDER_API_BASE: 'https://api1.skyline.example,https://api2.skyline.example',
  HELP_DESK_ORIGIN: 'https://skyline.zendesk.example',
  SITE_URL: 'https://skyline.example',
} as const;

/** The problems a refused build names, one per setting at fault. */
function problemsOf(env: Parameters<typeof resolveBuildSettings>[0]): string[] {
  try {
    resolveBuildSettings(env);
  } catch (error) {
    if (error instanceof BuildSettingsError) return error.problems;
    throw error;
  }
  return [];
}

describe('a build is a production build unless a script says it is local (ADR 0053)', () => {
  it('is production with no SKYLINE_DEPLOY, and never guessed from NODE_ENV or a host', () => {
    expect(deployKind({})).toBe('production');
    expect(deployKind({ SKYLINE_DEPLOY: 'production' })).toBe('production');
    expect(deployKind({ SKYLINE_DEPLOY: 'local' })).toBe('local');
    expect(() => deployKind({ SKYLINE_DEPLOY: 'prod' })).toThrow(/"production" or "local"/);
  });

  it('a bare production build names every missing setting, instead of pointing at this machine', () => {
    const problems = problemsOf({});
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^PUBLIC_PROVIDER_API_BASE is missing/);
    expect(problems[1]).toMatch(/^HELP_DESK_ORIGIN is missing/);
    expect(problems[2]).toMatch(/^SITE_URL is missing/);
    expect(() => resolveBuildSettings({})).toThrow(/PUBLIC_PROVIDER_API_BASE is missing[\s\S]*HELP_DESK_ORIGIN is missing[\s\S]*SITE_URL is missing/);
  });

  it('names only the one setting that is missing', () => {
    expect(problemsOf({ ...PRODUCTION, HELP_DESK_ORIGIN: ' ' })).toEqual([expect.stringMatching(/^HELP_DESK_ORIGIN is missing/)]);
    expect(problemsOf({ ...PRODUCTION, SITE_URL: undefined })).toEqual([expect.stringMatching(/^SITE_URL is missing/)]);
    expect(problemsOf({ ...PRODUCTION, PUBLIC_PROVIDER_API_BASE: ' , ' })).toEqual([expect.stringMatching(/^PUBLIC_PROVIDER_API_BASE names no address/)]);
  });

  it('refuses plain http, naming the setting and the entry of a list', () => {
    expect(problemsOf({ ...PRODUCTION, PUBLIC_PROVIDER_API_BASE: 'https://api1.skyline.example,http://api2.skyline.example' })).toEqual([
      'PUBLIC_PROVIDER_API_BASE (entry 2, http://api2.skyline.example) must be https in a production build, not http://api2.skyline.example',
    ]);
    expect(problemsOf({ ...PRODUCTION, HELP_DESK_ORIGIN: 'http://skyline.zendesk.example' })).toEqual(['HELP_DESK_ORIGIN must be https in a production build, not http://skyline.zendesk.example']);
    expect(problemsOf({ ...PRODUCTION, SITE_URL: 'http://skyline.example' })).toEqual(['SITE_URL must be https in a production build, not http://skyline.example']);
  });

  it('refuses loopback and private-network hosts for each setting', () => {
    const local = ['https://127.0.0.1:8787', 'https://localhost', 'https://[::1]/', 'https://192.168.1.4', 'https://10.0.0.2', 'https://172.20.0.1', 'https://api.localhost', 'https://169.254.169.254', 'https://[fd00::1]'];
    for (const address of local) {
      expect(problemsOf({ ...PRODUCTION, PUBLIC_PROVIDER_API_BASE: address }), address).toEqual([expect.stringMatching(/^PUBLIC_PROVIDER_API_BASE cannot point at this machine or a private network/)]);
      expect(problemsOf({ ...PRODUCTION, HELP_DESK_ORIGIN: address }), address).toEqual([expect.stringMatching(/^HELP_DESK_ORIGIN cannot point at this machine/)]);
      expect(problemsOf({ ...PRODUCTION, SITE_URL: address }), address).toEqual([expect.stringMatching(/^SITE_URL cannot point at this machine/)]);
    }
  });

  it('refuses an address that is not an http(s) URL, or carries a password, in any build', () => {
    for (const base of ['not a url', 'ftp://api.skyline.example', 'javascript:alert(1)', 'https://user:secret@api.skyline.example']) {
      expect(() => resolveProviderApi({ SKYLINE_DEPLOY: 'local', PUBLIC_PROVIDER_API_BASE: base }), base).toThrow(/PUBLIC_PROVIDER_API_BASE/);
    }
    expect(problemsOf({ ...PRODUCTION, PUBLIC_PROVIDER_API_BASE: 'https://api1.skyline.example,https://api1.skyline.example/v2' })).toEqual([expect.stringMatching(/names https:\/\/api1\.skyline\.example twice/)]);
    expect(problemsOf({ ...PRODUCTION, HELP_DESK_ORIGIN: 'https://skyline.zendesk.example/api/v2' })).toEqual([expect.stringMatching(/HELP_DESK_ORIGIN must be an origin/)]);
  });

  it('with good settings, points at the listed origins in order', () => {
    expect(resolveBuildSettings(PRODUCTION)).toEqual({
      deploy: 'production',
      provider: {
        base: 'https://api1.skyline.example,https://api2.skyline.example',
        bases: ['https://api1.skyline.example', 'https://api2.skyline.example'],
        origin: 'https://api1.skyline.example',
        origins: ['https://api1.skyline.example', 'https://api2.skyline.example'],
        deploy: 'production',
        source: 'named',
      },
      helpDeskOrigin: 'https://skyline.zendesk.example',
      siteUrl: 'https://skyline.example',
      cloudflareWorkersPlan: 'paid',
    });
    expect(resolveProviderApi({ PUBLIC_PROVIDER_API_BASE: ' https://api.skyline.example/au/ ' })).toMatchObject({ bases: ['https://api.skyline.example/au'], origins: ['https://api.skyline.example'] });
  });
});

describe('a local build (SKYLINE_DEPLOY=local)', () => {
  it('without settings takes the sandbox, and says so', () => {
    const settings = resolveBuildSettings({ SKYLINE_DEPLOY: 'local' });
    expect(settings).toEqual({
      deploy: 'local',
      provider: { base: 'http://127.0.0.1:8787', bases: ['http://127.0.0.1:8787'], origin: 'http://127.0.0.1:8787', origins: ['http://127.0.0.1:8787'], deploy: 'local', source: 'default' },
      helpDeskOrigin: undefined,
      siteUrl: 'http://127.0.0.1:4321',
      cloudflareWorkersPlan: 'paid',
    });
    expect(describeProviderChoice(settings.provider)).toContain('provider API http://127.0.0.1:8787 (the sandbox default');
  });

  it('names the Cloudflare Workers plan: paid unless free is said, and nothing else', () => {
    expect(resolveBuildSettings({ SKYLINE_DEPLOY: 'local', CLOUDFLARE_WORKERS_PLAN: 'free' }).cloudflareWorkersPlan).toBe('free');
    expect(() => resolveBuildSettings({ SKYLINE_DEPLOY: 'local', CLOUDFLARE_WORKERS_PLAN: 'pro' })).toThrow(/CLOUDFLARE_WORKERS_PLAN must be paid or free .*not "pro"/);
  });

  it('may name any http(s) provider list, and the CSP gets each origin', () => {
    const choice = resolveProviderApi({ SKYLINE_DEPLOY: 'local', PUBLIC_PROVIDER_API_BASE: 'http://127.0.0.1:8922, http://127.0.0.1:8921' });
    expect(choice).toMatchObject({ bases: ['http://127.0.0.1:8922', 'http://127.0.0.1:8921'], origins: ['http://127.0.0.1:8922', 'http://127.0.0.1:8921'], source: 'named' });
    expect(describeProviderChoice(choice)).toBe('local build: provider API http://127.0.0.1:8922, http://127.0.0.1:8921 (2 origins, tried in this order); the CSP allows http://127.0.0.1:8922 http://127.0.0.1:8921');
  });
});

describe('commands that are not a build (astro dev, sync, check)', () => {
  it('go on with the sandbox and keep the refusal for astro build', () => {
    const plan = planBuildSettings({});
    expect(plan.settings.deploy).toBe('local');
    expect(plan.settings.provider.base).toBe('http://127.0.0.1:8787');
    expect(plan.refusal?.problems).toHaveLength(3);
    expect(planBuildSettings(PRODUCTION).refusal).toBeNull();
  });

  it('still refuse what no build may use', () => {
    expect(() => planBuildSettings({ PUBLIC_PROVIDER_API_BASE: 'ftp://x.example' })).toThrow(/http\(s\) URL/);
  });
});

describe('the settings in .env files', () => {
  /** Writes each file into a fresh folder and reads the settings as a production build does. */
  function settingsFrom(files: Record<string, string>): ReturnType<typeof providerSettings> {
    const root = mkdtempSync(join(tmpdir(), 'skyline-env-'));
    // The process environment wins over the files: these tests read the files alone.
    for (const name of BUILD_SETTING_NAMES) vi.stubEnv(name, undefined);
    try {
      for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
      return providerSettings('production', root);
    } finally {
      rmSync(root, { recursive: true, force: true });
      vi.unstubAllEnvs();
    }
  }

  it('reads plain and quoted values, later files winning, and ignores everything else', () => {
    const files = {
      '.env': 'PUBLIC_PROVIDER_API_BASE=http://127.0.0.1:9000\nOTHER=1\n# SKYLINE_DEPLOY=production\nSITE_URL=https://skyline.example',
      '.env.production': "export SKYLINE_DEPLOY='production'\r\nPUBLIC_PROVIDER_API_BASE=\"https://api1.skyline.example,https://api2.skyline.example\" # the real ones\nHELP_DESK_ORIGIN=https://skyline.zendesk.example",
    };
    expect(settingsFrom(files)).toEqual({ PUBLIC_PROVIDER_API_BASE: 'https://api1.skyline.example,https://api2.skyline.example', SKYLINE_DEPLOY: 'production', SITE_URL: 'https://skyline.example', HELP_DESK_ORIGIN: 'https://skyline.zendesk.example' });
    expect(settingsFrom({ '.env': 'PUBLIC_PROVIDER_API_BASE=https://a.example # note' })).toEqual({ PUBLIC_PROVIDER_API_BASE: 'https://a.example' });
  });
});
