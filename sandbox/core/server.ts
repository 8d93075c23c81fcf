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
import type { EndpointSpec } from '../../src/lib/core/contract/index.ts';
import { createServer, type Server } from 'node:http';
import { createClock, type Clock } from './clock.ts';
import { createUsdtPool, type SandboxContext } from './context.ts';
import { createControlSurface } from './control/surface.ts';
import type { AccountView } from './control/schemas.ts';
import { describeAccounts } from './control/views.ts';
import { parseOriginList } from './cors.ts';
import { openDatabase, withTransaction } from './db/schema.ts';
import { seedDemoAccounts, seedReferenceData } from './db/seed.ts';
import { createFaultRegistry, type FaultRegistry } from './faults.ts';
import { trimOrigin } from './links.ts';
import { createRequestHandler } from './request-handler.ts';
import { createApiRouter, type ApiRouter } from './router.ts';
import { createSigner } from './signing.ts';
import { registerAccountRoutes } from '../account/routes.ts';
import { registerAccountPageRoutes } from '../account/page-routes.ts';
import { registerBillRoutes } from '../bills/routes.ts';
import { registerAppRoutes } from '../landing/app-routes.ts';
import { registerClientCheckRoutes } from '../win/routes.ts';
import { registerAttributionRoutes } from '../attribution/routes.ts';
import { registerCatalogueRoutes } from '../order/catalogue-routes.ts';
import { registerHelpCenterRoutes } from '../help/routes.ts';
import { registerInvoiceRoutes } from '../invoice/routes.ts';
import { registerOrderRoutes } from '../order/routes.ts';
import { registerPayRoutes } from '../payment/routes.ts';
import { registerServiceRoutes } from '../service/routes.ts';
import { registerSupportRoutes } from '../ticket/routes.ts';
import { registerVerifyRoutes } from '../email-binding/verify-routes.ts';
import { registerLoginRoutes } from '../login/routes.ts';
import { registerMigrationRoutes } from '../migration/routes.ts';
import { registerInviteRoutes } from '../affiliate/invite-routes.ts';
import { seedDemoInvites } from '../affiliate/seed-invites.ts';
import { registerAffiliateMoneyRoutes } from '../affiliate/money-routes.ts';
import { registerResellerRoutes } from '../reseller/routes.ts';
import { registerSubscriptionArticleRoutes } from '../subscription/articles.ts';

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

/** The provider API's router with every endpoint this sandbox answers. */
function apiRouterFor(context: SandboxContext): ApiRouter {
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
  registerInviteRoutes(router, context);
  registerAffiliateMoneyRoutes(router, context);
  registerResellerRoutes(router, context);
  registerSubscriptionArticleRoutes(router, context);
  return router;
}

/**
 * The sandbox over the SQLite file at `options.dbPath`: its parts wired together (the
 * context, the API router, the control surface, the faults) behind one request handler
 * (./request-handler.ts), not yet listening.
 */
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
    visitorAddresses: new Map(),
  };
  const allowedOrigins = [...(options.allowedOrigins ?? parseOriginList(process.env.SANDBOX_ALLOWED_ORIGINS)), context.siteOrigin];

  seedReferenceData(context);
  const seededDemo = options.seedDemo === false ? false : seedDemoAccounts(context);
  // affiliate-rich's invites and gift quota, once, right after the demo accounts (sandbox/affiliate/seed-invites.ts).
  if (seededDemo) withTransaction(context.db, () => seedDemoInvites(context));

  const router = apiRouterFor(context);
  const faults = createFaultRegistry();
  const handler = createRequestHandler({ context, router, control: createControlSurface(context, faults), faults, allowedOrigins, log });
  const server = createServer(handler.handle);

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
      handler.cancelDelays();
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
