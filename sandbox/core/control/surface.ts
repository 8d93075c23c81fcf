/**
 * The control surface under `/__sandbox/`: pages for people (accounts with login
 * links, the clock, the mailbox) and a JSON API for tests (fixture accounts, clock,
 * mail, faults). Loopback only, and in a browser only its own pages; see access.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type * as z from 'zod/mini';
import { createAccount } from '../accounts.ts';
import type { SandboxContext } from '../context.ts';
import { ALLOWED_HEADERS } from '../cors.ts';
import { EmailTakenError } from '../account-rows.ts';
import { FixtureAccountSpec, FixtureError } from '../fixtures.ts';
import { countMail, listMail } from '../mail/store.ts';
import { listSupportRequests } from '../../ticket/data.ts';
import { listRecentPayments } from '../../payment/data.ts';
import { FaultSpec, type FaultRegistry } from '../faults.ts';
import { BodyTooLargeError, sendError, sendHtml, sendJson } from '../http.ts';
import { controlAccessProblem, SITE_CALLABLE_CONTROL_PATHS } from './access.ts';
import { routeBilling } from './billing.ts';
import { routeMigrations } from './migrations.ts';
import { routeAttribution } from './attribution.ts';
import { routeInviteControl } from '../../affiliate/invite-control.ts';
import { routeAffiliateMoney } from './affiliate-money.ts';
import { routeAffiliatePage } from './affiliate-page.ts';
import { routeAccountClosing } from './closing.ts';
import { routeVisitorAddress } from './visitor-address.ts';
import { routeResellerControl } from '../../reseller/control.ts';
import { renderMailbox, renderOverview } from './pages.ts';
import { ControlError, parseWith, readForm, readJson } from './request.ts';
import { ProviderError } from '../router.ts';
import { ClockChange, PublishArticleSpec, type ClockView } from './schemas.ts';
import { publishArticle, UnknownSectionError } from '../../help/published.ts';
import { describeAccount, describeAccounts, describePayment } from './views.ts';

export const CONTROL_PREFIX = '/__sandbox';

export interface ControlSurface {
  handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void>;
}

export function createControlSurface(ctx: SandboxContext, faults: FaultRegistry): ControlSurface {
  const clockView = (): ClockView => ({ now: ctx.clock.now().toISOString(), offsetMs: ctx.clock.offsetMs() });

  function changeClock(change: z.infer<typeof ClockChange>): void {
    if ('reset' in change) {
      ctx.clock.reset();
      return;
    }
    try {
      ctx.clock.advance(change.advanceMs);
    } catch (error) {
      if (error instanceof RangeError) throw new ControlError(400, 'ValidationFailed', error.message, ['advanceMs']);
      throw error;
    }
  }

  async function route(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    const method = request.method ?? 'GET';
    const key = `${method} ${path}`;

    switch (key) {
      case `GET ${CONTROL_PREFIX}`:
        response.writeHead(308, { location: `${CONTROL_PREFIX}/` }).end();
        return;
      case `GET ${CONTROL_PREFIX}/`: {
        const now = ctx.clock.now();
        const payments = listRecentPayments(ctx.db).map((payment) => describePayment(ctx, payment, now));
        sendHtml(response, 200, renderOverview(describeAccounts(ctx), clockView(), countMail(ctx.db), payments));
        return;
      }
      case `GET ${CONTROL_PREFIX}/mailbox`: {
        const to = url.searchParams.get('to') || null;
        sendHtml(response, 200, renderMailbox(listMail(ctx.db, to ?? undefined), to));
        return;
      }
      case `POST ${CONTROL_PREFIX}/clock`: {
        const form = await readForm(request);
        changeClock(parseWith(ClockChange, form.reset === 'true' ? { reset: true } : { advanceMs: Number(form.advanceMs) }));
        response.writeHead(303, { location: `${CONTROL_PREFIX}/`, 'cache-control': 'no-store' }).end();
        return;
      }

      case `GET ${CONTROL_PREFIX}/api/accounts`:
        sendJson(response, 200, describeAccounts(ctx));
        return;
      case `POST ${CONTROL_PREFIX}/api/accounts`: {
        const spec = parseWith(FixtureAccountSpec, (await readJson(request)) ?? {});
        try {
          sendJson(response, 201, describeAccount(ctx, createAccount(ctx, spec, 'fixture')));
        } catch (error) {
          if (error instanceof FixtureError) throw new ControlError(400, 'ValidationFailed', error.message, [error.field]);
          if (error instanceof EmailTakenError) throw new ControlError(409, 'EmailAlreadyUsed', error.message, ['email']);
          // The pending email's code could not be sent (taken, cooling down, refused mailbox).
          if (error instanceof ProviderError) throw new ControlError(error.status, error.errorName, error.message, ['pendingEmail']);
          throw error;
        }
        return;
      }
      case `GET ${CONTROL_PREFIX}/api/clock`:
        sendJson(response, 200, clockView());
        return;
      case `POST ${CONTROL_PREFIX}/api/clock`:
        changeClock(parseWith(ClockChange, await readJson(request)));
        sendJson(response, 200, clockView());
        return;
      case `GET ${CONTROL_PREFIX}/api/mail`:
        sendJson(response, 200, listMail(ctx.db, url.searchParams.get('to') || undefined));
        return;
      case `GET ${CONTROL_PREFIX}/api/support-requests`:
        sendJson(response, 200, listSupportRequests(ctx.db, url.searchParams.get('email') || undefined));
        return;
      case `GET ${CONTROL_PREFIX}/api/faults`:
        sendJson(response, 200, faults.list());
        return;
      case `POST ${CONTROL_PREFIX}/api/faults`: {
        const spec = parseWith(FaultSpec, await readJson(request));
        if ((spec.mode === 'delay' || spec.mode === 'late') && spec.delayMs === undefined) throw new ControlError(400, 'ValidationFailed', `delayMs: a ${spec.mode} fault needs delayMs`, ['delayMs']);
        sendJson(response, 201, faults.add(spec));
        return;
      }
      case `POST ${CONTROL_PREFIX}/api/help/articles`: {
        const spec = parseWith(PublishArticleSpec, await readJson(request));
        try {
          sendJson(response, 201, { id: publishArticle(ctx.db, spec, ctx.clock.now()) });
        } catch (error) {
          if (error instanceof UnknownSectionError) throw new ControlError(400, 'ValidationFailed', error.message, ['sectionId']);
          throw error;
        }
        return;
      }
      case `DELETE ${CONTROL_PREFIX}/api/faults`:
        sendJson(response, 200, { cleared: faults.clear(url.searchParams.get('scope')) });
        return;
      default:
        if (routeAccountClosing(ctx, request, response, url)) return;
        if (await routeResellerControl(ctx, request, response, url)) return;
        if (await routeBilling(ctx, request, response, url)) return;
        if (await routeMigrations(ctx, request, response, url)) return;
        if (routeAttribution(ctx, request, response, url)) return;
        if (await routeVisitorAddress(ctx, request, response, url)) return;
        if (await routeInviteControl(ctx, request, response, url)) return;
        if (await routeAffiliateMoney(ctx, request, response, url)) return;
        if (await routeAffiliatePage(ctx, request, response, url)) return;
        sendError(response, 404, { error: 'NotFound', message: `no control route ${key}` });
    }
  }

  return {
    async handle(request, response, url) {
      const problem = controlAccessProblem(request, url.pathname, ctx.siteOrigin);
      if (problem) {
        sendError(response, 403, { error: 'Forbidden', message: problem });
        return;
      }
      // Past the access check, an Origin is the surface's own (no CORS needed) or the site's
      // on the Stripe.js double's confirm call: only that call gets CORS answer headers.
      const origin = request.headers.origin;
      if (SITE_CALLABLE_CONTROL_PATHS.includes(url.pathname)) {
        response.setHeader('vary', 'Origin');
        if (origin !== undefined) response.setHeader('access-control-allow-origin', origin);
        if (request.method === 'OPTIONS') {
          // The scope header too: browser tests send it on every request of their context.
          response.writeHead(204, { 'access-control-allow-methods': 'POST', 'access-control-allow-headers': ALLOWED_HEADERS, 'cache-control': 'no-store' }).end();
          return;
        }
      }
      try {
        await route(request, response, url);
      } catch (error) {
        if (error instanceof ControlError) {
          sendJson(response, error.status, {
            error: error.errorName,
            message: error.message,
            ...(error.fields ? { fields: error.fields } : {}),
            ...(error.code ? { code: error.code } : {}),
          });
        } else if (error instanceof BodyTooLargeError) {
          sendError(response, 413, { error: 'ValidationFailed', message: error.message, fields: ['body'] });
        } else {
          console.error(`[sandbox] control ${request.method} ${url.pathname} failed`, error);
          if (response.headersSent) response.destroy();
          else sendError(response, 500, { error: 'Internal' });
        }
      }
    },
  };
}
