/**
 * The sandbox provider: a local implementation of the provider API (spec section 7)
 * on SQLite, plus a control surface under `/__sandbox/` for people and tests.
 *
 * @example
 * const sandbox = createSandbox({ dbPath: '/tmp/s.db', hmacSecret, siteOrigin: 'http://127.0.0.1:4321' });
 * const { origin } = await sandbox.listen(0);
 * await fetch(`${origin}/au/api/v1/verify/cf`);
 * await sandbox.close();
 */
import type { EndpointSpec } from '../src/lib/contract/index.ts';
import { createServer, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import { createClock, type Clock } from './clock.ts';
import { createUsdtPool, type SandboxContext } from './context.ts';
import { CONTROL_PREFIX, createControlSurface } from './control/surface.ts';
import type { AccountView } from './control/schemas.ts';
import { describeAccounts } from './control/views.ts';
import { applyCors, parseOriginList } from './cors.ts';
import { openDatabase } from './db/schema.ts';
import { seedDemoAccounts, seedReferenceData } from './db/seed.ts';
import { createFaultRegistry, FAULT_SCOPE_HEADER, type Fault, type FaultRegistry } from './faults.ts';
import { sendError, sendJson } from './http.ts';
import { trimOrigin } from './links.ts';
import { createApiRouter } from './router.ts';
import { createSigner } from './signing.ts';
import { registerAccountRoutes } from './routes/account.ts';
import { registerAccountPageRoutes } from './routes/account-page.ts';
import { registerBillRoutes } from './routes/bills.ts';
import { registerAppRoutes } from './routes/app.ts';
import { registerClientCheckRoutes } from './routes/client-check.ts';
import { registerAttributionRoutes } from './routes/attribution.ts';
import { registerCatalogueRoutes } from './routes/catalogue.ts';
import { DOWNLOADS_PREFIX, serveDownload } from './routes/downloads.ts';
import { registerHelpCenterRoutes } from './routes/help-center.ts';
import { isUploadPath, serveUploads } from './help-center/uploads.ts';
import { CHAT_DOUBLE_PATH, serveChatDouble } from './help-center/chat-double.ts';
import { registerInvoiceRoutes } from './routes/invoice.ts';
import { registerOrderRoutes } from './routes/order.ts';
import { registerPayRoutes } from './routes/pay.ts';
import { registerServiceRoutes } from './routes/service.ts';
import { registerSupportRoutes } from './routes/support.ts';
import { serveSubscription, subscribeTarget } from './routes/subscribe.ts';
import { registerVerifyRoutes } from './routes/verify.ts';
import { registerLoginRoutes } from './routes/login.ts';
import { registerMigrationRoutes } from './routes/migration.ts';
import { UNSUBSCRIBE_PATH, unsubscribePageFor } from './marketing/consent.ts';

export interface SandboxOptions {
  /** SQLite file; created with its folder when missing. */
  dbPath: string;
  /** Signs login and service links; the same secret keeps old links valid across restarts. */
  hmacSecret: string;
  /** Where the site runs; login links point there. */
  siteOrigin: string;
  /** Where callers reach the sandbox (subscription and download links). Default: the address it listens on. */
  publicOrigin?: string;
  /** Leading zero bits of the human check's proof of work. Default 12. */
  verifyDifficulty?: number;
  /** One line per API request on stdout (never the query: it can hold a signature). Default true. */
  log?: boolean;
  /** Origins besides the site's allowed to call the provider API (CORS). Default: SANDBOX_ALLOWED_ORIGINS. */
  allowedOrigins?: string[];
  /** Add the demo accounts to an empty database. Default true. */
  seedDemo?: boolean;
  /** Believe `x-forwarded-for` from a loopback proxy (visitor info). Default: SANDBOX_TRUST_PROXY=1. */
  trustProxy?: boolean;
  /** Count each test scope (`x-sandbox-scope`) as its own caller for the hourly account limit. Tests only (startTestSandbox). Default false. */
  trustTestScope?: boolean;
}

export interface Sandbox {
  server: Server;
  listen(port: number, host?: string): Promise<{ port: number; origin: string }>;
  close(): Promise<void>;
  clock: Clock;
  faults: FaultRegistry;
  context: SandboxContext;
  /** Every account with its login links, as `GET /__sandbox/api/accounts` answers. */
  accounts(): AccountView[];
  /** True when this start added the demo accounts (the database was new). */
  seededDemo: boolean;
  /** The contract endpoints this sandbox answers. */
  registeredEndpoints(): EndpointSpec[];
}

export const DEFAULT_VERIFY_DIFFICULTY = 12;

/** The origin a listening address is reached at. */
function originOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** The request target as a URL; a protocol-relative target ("//x") stays a path. */
function requestUrl(target: string | undefined): URL {
  const raw = target ?? '/';
  return raw.startsWith('/') ? new URL(`http://sandbox.invalid${raw}`) : new URL(raw);
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const log = options.log ?? true;
  const db = openDatabase(options.dbPath);
  const clock = createClock(db);
  let listeningOrigin: string | null = null;
  const context: SandboxContext = {
    db,
    clock,
    signer: createSigner(options.hmacSecret),
    siteOrigin: trimOrigin(options.siteOrigin),
    publicOrigin: () => trimOrigin(options.publicOrigin ?? listeningOrigin ?? 'http://127.0.0.1'),
    verifyDifficulty: options.verifyDifficulty ?? DEFAULT_VERIFY_DIFFICULTY,
    trustProxy: options.trustProxy ?? process.env.SANDBOX_TRUST_PROXY === '1',
    trustTestScope: options.trustTestScope ?? false,
    usdtPool: createUsdtPool(),
    nextAnswers: new Map(),
  };
  const allowedOrigins = [...(options.allowedOrigins ?? parseOriginList(process.env.SANDBOX_ALLOWED_ORIGINS)), context.siteOrigin];

  seedReferenceData(context);
  const seededDemo = options.seedDemo === false ? false : seedDemoAccounts(context);

  const router = createApiRouter();
  registerAccountRoutes(router, context);
  registerAppRoutes(router, context);
  registerVerifyRoutes(router, context);
  registerLoginRoutes(router, context);
  registerCatalogueRoutes(router, context);
  registerOrderRoutes(router, context);
  registerInvoiceRoutes(router, context);
  registerPayRoutes(router, context);
  registerSupportRoutes(router, context);
  registerServiceRoutes(router, context);
  registerBillRoutes(router, context);
  registerAccountPageRoutes(router, context);
  registerHelpCenterRoutes(router, context);
  registerClientCheckRoutes(router, context);
  registerMigrationRoutes(router, context);
  registerAttributionRoutes(router, context);

  const faults = createFaultRegistry();
  const control = createControlSurface(context, faults);
  const delays = new Set<NodeJS.Timeout>();

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        delays.delete(timer);
        resolve();
      }, ms);
      delays.add(timer);
    });
  }

  /** Answers with the fault instead of the endpoint; true when nothing else should happen. */
  async function injectFault(fault: Fault, request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    switch (fault.mode) {
      case 'delay':
        await wait(fault.delayMs);
        return false;
      case 'error500':
        sendError(response, 500, { error: 'Internal' });
        return true;
      case 'error503':
        sendError(response, 503, { error: 'Unavailable' });
        return true;
      case 'busy': {
        // 429 with the wait it asks for (applyCors exposes Retry-After to the page, as the
        // real provider must too).
        const retryAfter = fault.retryAfterAsDate ? new Date(Date.now() + fault.retryAfterSeconds * 1000).toUTCString() : String(fault.retryAfterSeconds);
        sendError(response, 429, { error: 'TooManyRequests' }, { 'retry-after': retryAfter });
        return true;
      }
      case 'malformed':
        // Status and envelope look right; the data breaks every endpoint's schema.
        sendJson(response, 200, { data: { unexpected: true } });
        return true;
      case 'drop':
        request.socket.destroy();
        return true;
      case 'late': {
        // The endpoint runs and commits now; its answer leaves only after the delay (if the
        // caller still listens), like a provider that is slow to answer what it already did.
        const end = response.end.bind(response);
        const held = (...args: Parameters<typeof end>) => {
          void wait(fault.delayMs).then(() => end(...args));
          return response;
        };
        response.end = held as typeof response.end;
        return false;
      }
      case 'drop-after':
        // The endpoint runs and commits in full, but writes its answer to a response that
        // is on no socket; then the connection is cut. The caller sees a network failure
        // for a request that went through (the case a request key must make safe to repeat).
        await router.handle(request, new ServerResponse(request), url);
        // The answer starts (its head, with the CORS headers already set) and dies mid-body,
        // as when a mobile link drops: a browser silently retries a request whose reused
        // connection closed before any byte came back, which would hide the loss.
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '64' });
        response.write('{"data":');
        response.flushHeaders();
        setImmediate(() => request.socket.destroy());
        return true;
    }
  }

  async function dispatch(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = requestUrl(request.url);
    } catch {
      sendError(response, 400, { error: 'ValidationFailed', message: 'unreadable request target' });
      return;
    }
    const path = url.pathname;

    if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) {
      await control.handle(request, response, url);
      return;
    }
    if (path.startsWith(DOWNLOADS_PREFIX) && request.method === 'GET') {
      serveDownload(context, path, response);
      return;
    }
    // The subscription document is for proxy clients, not the site: no CORS, no JSON.
    const subscribed = subscribeTarget(path);
    if (subscribed !== null) {
      serveSubscription(context, request, response, url, subscribed);
      return;
    }

    if (applyCors(request, response, allowedOrigins)) return;
    const scopeHeader = request.headers[FAULT_SCOPE_HEADER];
    const fault = faults.take(path, typeof scopeHeader === 'string' ? scopeHeader : null);
    if (fault && (await injectFault(fault, request, response, url))) return;
    // The help desk's raw-bytes uploads and the chat vendor's double are not JSON calls.
    if (isUploadPath(path)) {
      await serveUploads(context, request, response, url);
      return;
    }
    if (path === CHAT_DOUBLE_PATH && request.method === 'GET') {
      serveChatDouble(response);
      return;
    }
    // The one-click unsubscribe address opened in a browser: to the page that asks for the press (ADR 0035).
    if (path === UNSUBSCRIBE_PATH && request.method === 'GET') {
      response.writeHead(303, { location: unsubscribePageFor(context, url.searchParams.get('off_num')), 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }).end();
      return;
    }
    await router.handle(request, response, url);
  }

  const server = createServer((request, response) => {
    const started = performance.now();
    if (log) {
      response.on('finish', () => {
        // The path only: queries can carry a login signature.
        const path = (request.url ?? '/').split('?')[0];
        console.log(`${request.method} ${path} ${response.statusCode} ${Math.round(performance.now() - started)}ms`);
      });
    }
    dispatch(request, response).catch((error: unknown) => {
      console.error('[sandbox] request failed', error);
      if (response.headersSent) response.destroy();
      else sendError(response, 500, { error: 'Internal' });
    });
  });

  let closed = false;

  return {
    server,
    clock,
    faults,
    context,
    seededDemo,
    accounts: () => describeAccounts(context),
    registeredEndpoints: () => router.registered(),

    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          if (address === null || typeof address === 'string') {
            reject(new Error(`unexpected listening address ${String(address)}`));
            return;
          }
          listeningOrigin = originOf(host, address.port);
          resolve({ port: address.port, origin: listeningOrigin });
        });
      });
    },

    close() {
      if (closed) return Promise.resolve();
      closed = true;
      for (const timer of delays) clearTimeout(timer);
      delays.clear();
      return new Promise((resolve, reject) => {
        const finish = (error?: Error) => {
          db.close();
          // Closing a sandbox that never listened is fine.
          if (error && !('code' in error && error.code === 'ERR_SERVER_NOT_RUNNING')) reject(error);
          else resolve();
        };
        server.close(finish);
        server.closeAllConnections();
      });
    },
  };
}
