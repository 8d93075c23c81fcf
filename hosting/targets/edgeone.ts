/**
 * Tencent EdgeOne Pages, "global (excluding mainland China)" (docs/decisions/0050):
 * `edgeone.json` (headers, rewrites) and an edge function for `/api/*` (the same
 * handler, hosting/edge-handler.ts). The shape follows EdgeOne's edgeone.json
 * documentation (`headers: [{ source, headers: [{ key, value }] }]`,
 * `rewrites: [{ source, destination }]`, at most 100 rules, 500 characters a source or
 * destination); EdgeOne has no runtime to run here, so only the shape is tested.
 *
 * EdgeOne has no detach syntax: hashed assets get the host-wide headers too (harmless on
 * a script), and no header is set by two rules matching one path. Its not-found page is
 * the root 404.html for every path (no per-folder 404 is documented).
 */
import { HostLimitError, type SiteModel } from '../site-model.ts';

const HOST = 'EdgeOne';
export const EDGEONE_LIMITS = { rules: 100, patternChars: 500 } as const;
/** The edge function's file: file routing under edge-functions/, `[[default]]` matches every path below /api/. */
export const EDGEONE_FUNCTION_FILE = 'edge-functions/api/[[default]].js';

interface EdgeOneConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
  rewrites: { source: string; destination: string }[];
}

/**
 * `edgeone.json`, or a HostLimitError when EdgeOne would refuse it.
 * @example JSON.parse(edgeoneConfig(siteModel({ helpDeskOrigin: undefined }))).rewrites[0] // { source: '/zh-TW/user/service/:serviceId/invoice', destination: '/zh-TW/user/service/_/invoice/index.html' }
 */
export function edgeoneConfig(model: SiteModel): string {
  const config: EdgeOneConfig = {
    headers: [
      { source: '/*', headers: model.hostWideHeaders.map(([key, value]) => ({ key, value })) },
      ...model.cacheRules.map((rule) => ({ source: rule.path.endsWith('/') ? `${rule.path}*` : rule.path, headers: [{ key: 'Cache-Control', value: rule.cacheControl }] })),
    ],
    // The rewrite names the file: EdgeOne's trailing-slash handling of a folder target is not documented.
    rewrites: model.rewrites.map((rule) => ({ source: rule.from, destination: rule.to === '/' ? '/index.html' : `${rule.to}/index.html` })),
  };
  const rules = config.headers.length + config.rewrites.length;
  if (config.rewrites.length > EDGEONE_LIMITS.rules || config.headers.length > EDGEONE_LIMITS.rules) throw new HostLimitError(HOST, `edgeone.json has ${rules} rules; EdgeOne reads at most ${EDGEONE_LIMITS.rules} of a kind`);
  const long = [...config.rewrites.flatMap((rule) => [rule.source, rule.destination]), ...config.headers.map((rule) => rule.source)].find((pattern) => pattern.length > EDGEONE_LIMITS.patternChars);
  if (long) throw new HostLimitError(HOST, `an edgeone.json pattern has ${long.length} characters; EdgeOne reads at most ${EDGEONE_LIMITS.patternChars}`);
  return `${JSON.stringify(config, null, 2)}\n`;
}
