/**
 * Where the host smoke tests find the same build behind each host's own runtime. They
 * run after the main browser tests (scripts/test-all.ts), on that run's build and sandbox
 * port, so the build's CSP names the sandbox they start.
 */
import { E2E_SANDBOX_PORT, E2E_SITE_PORT } from '../e2e/ports.ts';

export const WORKERD_PORT = Number(process.env.HOSTS_WORKERD_PORT ?? E2E_SITE_PORT + 1);
export const NGINX_PORT = Number(process.env.HOSTS_NGINX_PORT ?? E2E_SITE_PORT + 2);
/** wrangler dev opens a devtools port; its own, so two runs never collide on the default 9229. */
export const WORKERD_INSPECTOR_PORT = Number(process.env.HOSTS_INSPECTOR_PORT ?? E2E_SITE_PORT + 3);
export const HOSTS_SANDBOX_PORT = E2E_SANDBOX_PORT;
export const WORKERD_ORIGIN = `http://127.0.0.1:${WORKERD_PORT}`;
export const NGINX_ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;
/** A recording tap in front of the sandbox's help desk: the hosts forward to it, and it tells the tests what reached it. */
export const HOSTS_TAP_PORT = Number(process.env.HOSTS_TAP_PORT ?? E2E_SANDBOX_PORT + 1);
export const HOSTS_TAP_ORIGIN = `http://127.0.0.1:${HOSTS_TAP_PORT}`;
