/**
 * The sandbox's request handler: which part of the sandbox answers a request (the control
 * surface, downloads, the subscription document, the help desk's uploads, the chat
 * double, the unsubscribe address, else the provider API's router), with CORS, the armed
 * faults and the request log in front. Wired by ./server.ts.
 */
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { SandboxContext } from './context.ts';
import { CONTROL_PREFIX, type ControlSurface } from './control/surface.ts';
import { applyCors } from './cors.ts';
import { FAULT_SCOPE_HEADER, type Fault, type FaultRegistry } from './faults.ts';
import { sendError, sendJson } from './http.ts';
import type { ApiRouter } from './router.ts';
import { DOWNLOADS_PREFIX, serveDownload } from '../landing/downloads.ts';
import { isUploadPath, serveUploads } from '../help/uploads.ts';
import { CHAT_DOUBLE_PATH, serveChatDouble } from '../help/chat-double.ts';
import { serveSubscription, subscribeTarget } from '../subscription/routes.ts';
import { UNSUBSCRIBE_PATH, unsubscribePageFor } from '../unsubscribe/consent.ts';

/** What the handler answers with: the sandbox's parts, wired once by `createSandbox`. */
export interface HandlerParts {
  context: SandboxContext;
  router: ApiRouter;
  control: ControlSurface;
  faults: FaultRegistry;
  /** Origins allowed to call the provider API (CORS), the site's included. */
  allowedOrigins: readonly string[];
  /** One line per request on stdout (the path only). */
  log: boolean;
}

/** The handler for `http.createServer`, and the means to cancel the delays it still holds. */
export interface RequestHandler {
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** Clears every pending `delay` and `late` timer (the sandbox is closing). */
  cancelDelays(): void;
}

/** The request target as a URL; a protocol-relative target ("//x") stays a path. */
function requestUrl(target: string | undefined): URL {
  const raw = target ?? '/';
  return raw.startsWith('/') ? new URL(`http://sandbox.invalid${raw}`) : new URL(raw);
}

/**
 * Answers with the fault instead of the endpoint; true when nothing else should happen.
 * `wait` is the handler's own timer (cancelled when the sandbox closes); `router` answers
 * the request the `drop-after` fault lets through.
 */
async function injectFault(fault: Fault, request: IncomingMessage, response: ServerResponse, url: URL, { wait, router }: { wait: (ms: number) => Promise<void>; router: ApiRouter }): Promise<boolean> {
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

/**
 * The request handler over the sandbox's parts.
 * @example const handler = createRequestHandler({ context, router, control, faults, allowedOrigins, log: true }); createServer(handler.handle)
 */
export function createRequestHandler(parts: HandlerParts): RequestHandler {
  const { context, router, control, faults, allowedOrigins, log } = parts;
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
    if (fault && (await injectFault(fault, request, response, url, { wait, router }))) return;
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

  function handle(request: IncomingMessage, response: ServerResponse): void {
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
  }

  function cancelDelays(): void {
    for (const timer of delays) clearTimeout(timer);
    delays.clear();
  }

  return { handle, cancelDelays };
}
