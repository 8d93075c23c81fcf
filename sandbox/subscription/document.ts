/**
 * The subscription document a proxy client fetches: a small set of sample nodes with
 * the service's own credentials, as Clash (mihomo) YAML, sing-box JSON, a Surge profile
 * or base64 share links (vless, trojan, shadowsocks). Nothing here is a real server: the hosts are under
 * `.example`, so the documents import cleanly and connect nowhere.
 */
import { createHash } from 'node:crypto';
import type { SubscriptionFormat } from '../../src/lib/core/contract/index.ts';

interface NodeBase {
  name: string;
  server: string;
  port: number;
}
type SampleNode =
  | (NodeBase & { type: 'vless'; path: string })
  | (NodeBase & { type: 'trojan' })
  | (NodeBase & { type: 'ss'; cipher: 'aes-128-gcm' });

/** The sample nodes every service gets (names are the same in every language: they are place names in English). */
export const SAMPLE_NODES: readonly SampleNode[] = [
  { type: 'vless', name: 'Hong Kong 01', server: 'hk1.nodes.skyline.example', port: 443, path: '/ws' },
  { type: 'trojan', name: 'Tokyo 01', server: 'jp1.nodes.skyline.example', port: 443 },
  { type: 'vless', name: 'Singapore 01', server: 'sg1.nodes.skyline.example', port: 443, path: '/ws' },
  { type: 'ss', name: 'Los Angeles 01', server: 'us1.nodes.skyline.example', port: 8388, cipher: 'aes-128-gcm' },
];

/** The group clients select through, and the automatic one inside it. */
const SELECT_GROUP = 'Skyline';
const AUTO_GROUP = 'Auto';
const PROBE_URL = 'https://www.gstatic.com/generate_204';

/**
 * The service's node credential, derived from its current use signature, so a reset
 * (a new signature) changes it with the address.
 * @example nodeCredential('ab12…') // '3f0c…-…' (a UUID-shaped hex string)
 */
export function nodeCredential(useHmac: string): string {
  const hex = createHash('sha256').update(`node:${useHmac}`, 'utf8').digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A YAML double-quoted scalar (JSON strings are valid YAML). */
const yamlText = (text: string) => JSON.stringify(text);

function clashProxy(node: SampleNode, credential: string): string[] {
  const head = [`  - name: ${yamlText(node.name)}`, `    type: ${node.type}`, `    server: ${node.server}`, `    port: ${node.port}`, '    udp: true'];
  switch (node.type) {
    case 'vless':
      return [...head, `    uuid: ${credential}`, '    network: ws', '    tls: true', `    servername: ${node.server}`, '    ws-opts:', `      path: ${yamlText(node.path)}`];
    case 'trojan':
      return [...head, `    password: ${yamlText(credential)}`, `    sni: ${node.server}`];
    case 'ss':
      return [...head, `    cipher: ${node.cipher}`, `    password: ${yamlText(credential)}`];
  }
}

function clashDocument(title: string, credential: string): string {
  const names = SAMPLE_NODES.map((node) => yamlText(node.name));
  return [
    `# ${title.replace(/[\r\n]+/g, ' ')}`,
    'mixed-port: 7890',
    'allow-lan: false',
    'mode: rule',
    'log-level: info',
    'proxies:',
    ...SAMPLE_NODES.flatMap((node) => clashProxy(node, credential)),
    'proxy-groups:',
    `  - name: ${yamlText(SELECT_GROUP)}`,
    '    type: select',
    `    proxies: [${[yamlText(AUTO_GROUP), ...names].join(', ')}]`,
    `  - name: ${yamlText(AUTO_GROUP)}`,
    '    type: url-test',
    `    url: ${PROBE_URL}`,
    '    interval: 300',
    `    proxies: [${names.join(', ')}]`,
    'rules:',
    '  - GEOIP,LAN,DIRECT',
    `  - MATCH,${SELECT_GROUP}`,
    '',
  ].join('\n');
}

function singboxOutbound(node: SampleNode, credential: string): Record<string, unknown> {
  const base = { tag: node.name, server: node.server, server_port: node.port };
  switch (node.type) {
    case 'vless':
      return { type: 'vless', ...base, uuid: credential, tls: { enabled: true, server_name: node.server }, transport: { type: 'ws', path: node.path } };
    case 'trojan':
      return { type: 'trojan', ...base, password: credential, tls: { enabled: true, server_name: node.server } };
    case 'ss':
      return { type: 'shadowsocks', ...base, method: node.cipher, password: credential };
  }
}

function singboxDocument(credential: string): string {
  const names = SAMPLE_NODES.map((node) => node.name);
  const document = {
    log: { level: 'info' },
    inbounds: [{ type: 'tun', tag: 'tun-in', address: ['172.19.0.1/30'], auto_route: true, strict_route: true }],
    outbounds: [
      { type: 'selector', tag: SELECT_GROUP, outbounds: [AUTO_GROUP, ...names], default: AUTO_GROUP },
      { type: 'urltest', tag: AUTO_GROUP, outbounds: names, url: PROBE_URL, interval: '5m' },
      ...SAMPLE_NODES.map((node) => singboxOutbound(node, credential)),
      { type: 'direct', tag: 'direct' },
    ],
    route: { final: SELECT_GROUP, auto_detect_interface: true },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** A Surge profile line for a node, or null: Surge has no VLESS (manual.nssurge.com, "Proxy"). */
function surgeProxy(node: SampleNode, credential: string): string | null {
  switch (node.type) {
    case 'vless':
      return null;
    case 'trojan':
      return `${node.name} = trojan, ${node.server}, ${node.port}, password=${credential}, sni=${node.server}`;
    case 'ss':
      return `${node.name} = ss, ${node.server}, ${node.port}, encrypt-method=${node.cipher}, password=${credential}`;
  }
}

/**
 * A Surge profile, managed: Surge updates it from `address` (its first line, as Surge's
 * "Managed Profile" reads it).
 */
function surgeDocument(title: string, credential: string, address: string): string {
  const lines = SAMPLE_NODES.map((node) => [node.name, surgeProxy(node, credential)] as const).filter((entry): entry is readonly [string, string] => entry[1] !== null);
  const names = lines.map(([name]) => name).join(', ');
  return [
    `#!MANAGED-CONFIG ${address} interval=86400 strict=false`,
    `# ${title.replace(/[\r\n]+/g, ' ')}`,
    '[General]',
    'loglevel = notify',
    'skip-proxy = 127.0.0.1, 192.168.0.0/16, 10.0.0.0/8, 172.16.0.0/12, localhost, *.local',
    `internet-test-url = ${PROBE_URL}`,
    '',
    '[Proxy]',
    ...lines.map(([, line]) => line),
    '',
    '[Proxy Group]',
    `${SELECT_GROUP} = select, ${AUTO_GROUP}, ${names}`,
    `${AUTO_GROUP} = url-test, ${names}, url=${PROBE_URL}, interval=300`,
    '',
    '[Rule]',
    'GEOIP,LAN,DIRECT',
    `FINAL,${SELECT_GROUP},dns-failed`,
    '',
  ].join('\n');
}

/** One share link per node (vless://, trojan://, ss:// as SIP002). */
export function shareLink(node: SampleNode, credential: string): string {
  const name = encodeURIComponent(node.name);
  switch (node.type) {
    case 'vless': {
      const query = new URLSearchParams({ encryption: 'none', security: 'tls', sni: node.server, type: 'ws', host: node.server, path: node.path });
      return `vless://${credential}@${node.server}:${node.port}?${query.toString()}#${name}`;
    }
    case 'trojan':
      return `trojan://${encodeURIComponent(credential)}@${node.server}:${node.port}?${new URLSearchParams({ security: 'tls', sni: node.server }).toString()}#${name}`;
    case 'ss': {
      const userInfo = Buffer.from(`${node.cipher}:${credential}`, 'utf8').toString('base64url');
      return `ss://${userInfo}@${node.server}:${node.port}#${name}`;
    }
  }
}

/**
 * The document in `format`, for a service whose use signature is `useHmac`.
 * @example subscriptionDocument('base64', 'Skyline Standard', hmac, address) // base64 of "vless://…\ntrojan://…\n…"
 */
export function subscriptionDocument(format: SubscriptionFormat, title: string, useHmac: string, address: string): { body: string; contentType: string } {
  const credential = nodeCredential(useHmac);
  switch (format) {
    case 'clash':
      return { body: clashDocument(title, credential), contentType: 'text/yaml; charset=utf-8' };
    case 'singbox':
      return { body: singboxDocument(credential), contentType: 'application/json; charset=utf-8' };
    case 'surge':
      return { body: surgeDocument(title, credential, address), contentType: 'text/plain; charset=utf-8' };
    case 'base64':
      return { body: Buffer.from(SAMPLE_NODES.map((node) => shareLink(node, credential)).join('\n'), 'utf8').toString('base64'), contentType: 'text/plain; charset=utf-8' };
  }
}
