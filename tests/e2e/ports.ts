/** Where the browser tests find the site and the sandbox provider. */
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4399);
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8799);
export const E2E_SITE_ORIGIN = `http://127.0.0.1:${E2E_SITE_PORT}`;
export const E2E_SANDBOX_ORIGIN = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
/**
 * The failover spec (tests/e2e/origins/): a second build of the site, whose provider API
 * list names a blocked origin first and the sandbox second (ADR 0052), served on its own
 * port; the blocked origin is a port nothing listens on, or a relay the spec cuts.
 */
export const E2E_ORIGINS_SITE_PORT = Number(process.env.E2E_ORIGINS_SITE_PORT ?? E2E_SITE_PORT + 1);
export const E2E_ORIGINS_SITE_ORIGIN = `http://127.0.0.1:${E2E_ORIGINS_SITE_PORT}`;
export const E2E_BLOCKED_API_PORT = Number(process.env.E2E_BLOCKED_API_PORT ?? E2E_SANDBOX_PORT + 1);
export const E2E_BLOCKED_API_ORIGIN = `http://127.0.0.1:${E2E_BLOCKED_API_PORT}`;
