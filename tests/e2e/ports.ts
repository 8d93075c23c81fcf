/** Where the browser tests find the site and the sandbox provider. */
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4399);
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8799);
export const E2E_SITE_ORIGIN = `http://127.0.0.1:${E2E_SITE_PORT}`;
export const E2E_SANDBOX_ORIGIN = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
