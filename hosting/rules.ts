/**
 * Reads `_redirects` and `_headers` the way static hosts do, so the project's own
 * server serves exactly what a CDN would.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [from, to, status = '301'] = line.split(/\s+/);
    if (from && to) rules.push({ from, to, status: Number.parseInt(status, 10) });
  }
  return rules;
}

/** Matches `:name` (one segment) and a trailing `*` (the rest, as `:splat`). */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.replace(/\/+$/, '').split('/');
  const pathParts = path.replace(/\/+$/, '').split('/');
  const values: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const expected = patternParts[i] ?? '';
    if (expected === '*') {
      values.splat = pathParts.slice(i).join('/');
      return values;
    }
    const actual = pathParts[i];
    if (actual === undefined) return null;
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      values[expected.slice(1)] = actual;
    } else if (expected !== actual) {
      return null;
    }
  }
  return patternParts.length === pathParts.length ? values : null;
}

export function applyRedirects(rules: RedirectRule[], path: string): { to: string; status: number } | null {
  for (const rule of rules) {
    const values = matchPattern(rule.from, path);
    if (!values) continue;
    const to = rule.to.replace(/:(\w+)/g, (match, name: string) => values[name] ?? match);
    return { to, status: rule.status };
  }
  return null;
}

export interface HeaderBlock {
  pattern: string;
  headers: [string, string][];
  /** Headers an earlier block attached that this block takes off again (`! Name`). */
  detached: string[];
}

export function parseHeaders(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const raw of text.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      blocks.push({ pattern: raw.trim(), headers: [], detached: [] });
      continue;
    }
    const block = blocks.at(-1);
    const detach = /^\s*!\s*(\S+)\s*$/.exec(raw);
    if (block && detach?.[1]) {
      block.detached.push(detach[1]);
      continue;
    }
    const separator = raw.indexOf(':');
    if (block && separator > 0) block.headers.push([raw.slice(0, separator).trim(), raw.slice(separator + 1).trim()]);
  }
  return blocks;
}

/**
 * Headers for a path: every matching block applies, later blocks override earlier ones,
 * and `! Name` in a later block removes a header (Cloudflare Pages' detach syntax).
 */
export function headersFor(blocks: HeaderBlock[], path: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const block of blocks) {
    if (!matchPattern(block.pattern, path)) continue;
    for (const [name, value] of block.headers) result.set(name.toLowerCase(), value);
    for (const name of block.detached) result.delete(name.toLowerCase());
  }
  return result;
}

/** A request target the host will not serve, and why (the status it answers with). */
interface PathRefusal {
  status: 400;
  reason: string;
}

/**
 * The one path a request target names, as every route decision reads it: query dropped,
 * percent-decoded once, `.` and `..` segments resolved (never above the root), and
 * repeated slashes kept. Refused: an encoded slash or backslash (`%2F`, `%5C`), a raw
 * backslash, a control character, and an encoding that does not decode. Deciding on the
 * raw target is what let `GET /api/v2/../../__sandbox/api/accounts` through the help-desk
 * forward: it starts with `/api/v2/`, and the upstream's URL parser resolved the dots.
 *
 * @example normaliseRequestPath('/api/v2/%2e%2e/x?y=1') // { path: '/api/x' }
 * @example normaliseRequestPath('/api/v2/..%2F..%2F__sandbox') // { status: 400, reason: … }
 */
export function normaliseRequestPath(target: string): { path: string } | PathRefusal {
  const raw = target.split('?', 1)[0] ?? '';
  if (!raw.startsWith('/')) return { status: 400, reason: 'the request target is not a path' };
  // An encoded separator would become a real one after decoding, or mean one to another server.
  if (/%2f|%5c|\\/i.test(raw)) return { status: 400, reason: 'encoded slashes and backslashes are refused' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { status: 400, reason: 'the path is not valid percent-encoding' };
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { status: 400, reason: 'control characters are refused' };
  const segments: string[] = [];
  const parts = decoded.split('/').slice(1);
  for (const [index, segment] of parts.entries()) {
    const last = index === parts.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') segments.pop();
      // `/a/..` names the folder `/`, as a browser resolves it: keep the trailing slash.
      if (last) segments.push('');
      continue;
    }
    segments.push(segment);
  }
  return { path: `/${segments.join('/')}` };
}

/**
 * The normalised path written back as a request target for another server: each segment
 * percent-encoded again, so a decoded `%2e%2e` (from `%252e%252e`) stays a name and never
 * becomes a dot segment at the upstream.
 * @example encodePath('/api/v2/a b') // '/api/v2/a%20b'
 */
export function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
