/**
 * nginx on a Hong Kong VPS (docs/decisions/0050): one file to include in `http { }`
 * (Debian: /etc/nginx/conf.d/skyline.conf) with the `server` block that serves the build
 * folder as every other host does: headers, rewrites for run-time ids and language-less
 * paths, each language's 404 page with status 404, brotli (the ngx_brotli module) and gzip,
 * immutable hashed assets, and the help desk forward with ADR 0018's guarantees in
 * nginx's terms. The access log never holds a query string: a login link's secret is in
 * one (the bearer secret never reaches a log).
 */
import { FORWARD_SECURITY_HEADERS, FORWARDED_REQUEST_HEADERS, FORWARD_BODY_MAX_BYTES, REPORT_BODY_MAX_BYTES } from '../edge-handler.ts';
import { HostLimitError, type Rewrite, type SiteModel } from '../site-model.ts';
import { COMPRESS_MIN_BYTES } from '../compression.ts';

export interface NginxOptions {
  /** The folder the build is deployed to (a symlink to the current release, for rollback). */
  root: string;
  /** `listen` values; with `tls`, `443 ssl` and its certificate. */
  listen: readonly string[];
  serverName: string;
  tls: { certificate: string; key: string } | null;
  accessLog: string;
  /** Overrides the model's help desk (the smoke tests forward to the sandbox). */
  helpDeskOrigin?: string | undefined;
}

/** What the build writes into dist/nginx/skyline.conf: the layout docs/deploy.md describes. */
export const PRODUCTION_NGINX: NginxOptions = {
  root: '/srv/skyline/current',
  // `http2` on the listen line: Debian 12's nginx (1.22) predates the `http2 on;` directive.
  listen: ['443 ssl http2', '[::]:443 ssl http2'],
  serverName: '_',
  tls: { certificate: '/etc/skyline/tls/fullchain.pem', key: '/etc/skyline/tls/privkey.pem' },
  accessLog: '/var/log/nginx/skyline.access.log',
};

/** A value as an nginx string: double quotes, or single where the value has a double quote. */
function quoted(value: string): string {
  if (/[\n\\]/.test(value) || (value.includes('"') && value.includes("'"))) throw new HostLimitError('nginx', `a header value nginx cannot quote: ${value}`);
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

function addHeaders(headers: Iterable<readonly [string, string]>, indent: string): string[] {
  return [...headers].map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`);
}

/** A rewrite's pattern as an anchored regular expression (a trailing slash allowed). */
function rewriteRegex(rule: Rewrite): string {
  const parts = rule.from.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${parts.join('/')}/?$`;
}

function helpDeskLocations(model: SiteModel, origin: string | undefined): string[] {
  const security = addHeaders(Object.entries(FORWARD_SECURITY_HEADERS), '    ');
  if (origin === undefined) return [`  location ${model.helpDeskPrefix} {`, ...security, '    return 503;', '  }'];
  const host = new URL(origin).host;
  const headerVariable = (name: string) => `$http_${name.toLowerCase().replaceAll('-', '_')}`;
  return [
    '  # The help desk answers on the site\'s own origin (spec section 7), with ADR 0018\'s guarantees.',
    `  location ${model.helpDeskPrefix} {`,
    `    client_max_body_size ${FORWARD_BODY_MAX_BYTES};`,
    '    error_page 413 = @skyline_too_large;',
    '    # The normalised path (dot segments resolved, as the location was matched), escaped again, is what goes on.',
    '    rewrite ^(.*)$ $1 break;',
    `    proxy_pass ${new URL(origin).origin};`,
    '    proxy_http_version 1.1;',
    '    proxy_ssl_server_name on;',
    '    # Request headers by allow-list: no cookie, no Authorization, nothing else the browser sent.',
    '    proxy_pass_request_headers off;',
    `    proxy_set_header Host ${host};`,
    '    proxy_set_header Connection "";',
    ...FORWARDED_REQUEST_HEADERS.map((name) => `    proxy_set_header ${name} ${headerVariable(name)};`),
    '    # A redirect is passed back as it is (nginx never follows one), without its Location.',
    '    proxy_redirect off;',
    '    # The upstream may not set cookies, CORS, its own policies, or steer nginx (X-Accel-*).',
    ...['Set-Cookie', 'Location', 'Access-Control-Allow-Origin', 'Access-Control-Allow-Credentials', 'Access-Control-Allow-Methods', 'Access-Control-Allow-Headers', 'Access-Control-Expose-Headers', ...Object.keys(FORWARD_SECURITY_HEADERS)].map((name) => `    proxy_hide_header ${name};`),
    '    proxy_ignore_headers X-Accel-Redirect X-Accel-Expires X-Accel-Limit-Rate X-Accel-Buffering X-Accel-Charset Set-Cookie;',
    '    # Retry-After and X-Rate-Limit(-Remaining) pass through: the ticket form reads them.',
    ...security,
    '  }',
    '  location @skyline_too_large {',
    '    default_type "application/json; charset=utf-8";',
    ...security,
    `    return 413 '{"error":"AttachmentTooLarge","description":"The file is larger than the help desk accepts"}';`,
    '  }',
  ];
}

/**
 * The configuration file, or a HostLimitError. `log_format` and `map` are for `http { }`,
 * where Debian's nginx includes conf.d/*.conf.
 */
export function nginxConfig(model: SiteModel, options: NginxOptions): string {
  const documentOnly = new Set(model.documentOnlyHeaders.map((name) => name.toLowerCase()));
  const assetHeaders = model.hostWideHeaders.filter(([name]) => !documentOnly.has(name.toLowerCase()));
  const origin = options.helpDeskOrigin ?? model.helpDeskOrigin;
  const lines = [
    '# Made by the build (hosting/targets/nginx.ts); do not edit. Include in http { } (docs/deploy.md).',
    '# No query string and no Referer in the log: a login link is a bearer secret.',
    `log_format skyline_private '$remote_addr [$time_local] "$request_method $uri $server_protocol" $status $body_bytes_sent';`,
    '# Each language\'s not-found page.',
    'map $uri $skyline_not_found {',
    ...model.notFound.filter((entry) => entry.prefix !== '/').map((entry) => `  ~^${entry.prefix} ${entry.page};`),
    `  default ${model.notFound.find((entry) => entry.prefix === '/')?.page ?? '/404.html'};`,
    '}',
    '',
    'server {',
    ...options.listen.map((value) => `  listen ${value};`),
    ...(options.tls ? [`  ssl_certificate ${options.tls.certificate};`, `  ssl_certificate_key ${options.tls.key};`] : []),
    `  server_name ${options.serverName};`,
    `  root ${options.root};`,
    '  index index.html;',
    '  charset utf-8;',
    '  absolute_redirect off;',
    '  server_tokens off;',
    `  access_log ${options.accessLog} skyline_private;`,
    '',
    '  gzip on;',
    '  gzip_vary on;',
    `  gzip_min_length ${COMPRESS_MIN_BYTES};`,
    '  gzip_comp_level 6;',
    '  gzip_types text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml text/plain application/xml;',
    '  # The release\'s own .br and .gz copies (scripts/precompress.ts) as they are; anything',
    '  # without one compressed per request. Brotli is ngx_brotli: Debian\'s libnginx-mod-http-brotli-static',
    '  # and libnginx-mod-http-brotli-filter (docs/deploy.md).',
    '  brotli_static on;',
    '  gzip_static on;',
    '  brotli on;',
    '  brotli_comp_level 6;',
    `  brotli_min_length ${COMPRESS_MIN_BYTES};`,
    '  brotli_types text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml text/plain application/xml;',
    '',
    '  # An encoded slash or backslash in the path is refused, as the Node host and the edge handler refuse it (docs/decisions/0018).',
    '  if ($request_uri ~* "^[^?]*(%2f|%5c)") {',
    '    return 400;',
    '  }',
    '',
    '  # Host-wide headers. A location with add_header of its own repeats what it keeps (nginx does not merge them).',
    ...addHeaders(model.hostWideHeaders, '  '),
    `  add_header Cache-Control ${quoted(model.defaultCacheControl)} always;`,
    '  error_page 404 $skyline_not_found;',
    '',
    '  # The hosts\' own files in the release folder are not pages.',
    `  location ~ ^/(${model.hostFiles.map((file) => (file.endsWith('/') ? `${file.slice(0, -1).replaceAll('.', '\\.')}(/|$)` : `${file.replaceAll('.', '\\.')}$`)).join('|')}) {`,
    '    return 404;',
    '  }',
    '  location / {',
    '    # A folder page answers its slash-less address without a redirect.',
    '    try_files $uri $uri/index.html @skyline_rewrites;',
    '  }',
    '  # Run-time ids and pages named without a language (docs/decisions/0004): status 200, the address kept.',
    '  location @skyline_rewrites {',
    ...model.rewrites.map((rule) => `    rewrite ${rewriteRegex(rule)} ${rule.to === '/' ? '/index.html' : `${rule.to}/index.html`} last;`),
    '    return 404;',
    '  }',
    ...model.cacheRules.flatMap((rule) => [
      `  location ${rule.path.endsWith('/') ? rule.path : `= ${rule.path}`} {`,
      ...addHeaders(rule.assetsOnly ? assetHeaders : model.hostWideHeaders, '    '),
      `    add_header Cache-Control ${quoted(rule.cacheControl)} always;`,
      '    try_files $uri =404;',
      '  }',
    ]),
    ...helpDeskLocations(model, origin),
    '  # CSP and client error reports (docs/decisions/0049): checked for size and method, answered 204. nginx logs the request line only, never the body.',
    `  location = ${model.reportPath} {`,
    `    client_max_body_size ${REPORT_BODY_MAX_BYTES};`,
    ...addHeaders(Object.entries(FORWARD_SECURITY_HEADERS), '    '),
    '    if ($request_method != POST) {',
    '      return 405;',
    '    }',
    '    return 204;',
    '  }',
    '}',
    '',
  ];
  return lines.join('\n');
}
