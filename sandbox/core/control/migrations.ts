/**
 * The control surface's side of issue 13's migration and unsubscribe (ADR 0035): a page
 * for people (migrations with buttons to move them, the other platform's registered
 * addresses, marketing mail per account) and the JSON API tests drive the same things
 * with. Migrations are shown without their password, not even its hash.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { checkEmail } from '../../../src/lib/core/rules/email.ts';
import type { SandboxContext } from '../context.ts';
import { findUser, listUsers, type UserRow } from '../account-rows.ts';
import { sendHtml, sendJson } from '../http.ts';
import { consentOf, NotMailableError, offNumOf, sendMarketingMail, unsubscribeLinks } from '../../unsubscribe/consent.ts';
import { accountLabel, findMigration, listMigrations, listRegisteredThere, moveMigration, registerThere, settle, type MigrationRow } from '../../migration/migrations.ts';
import { escapeHtml, layout } from './html.ts';
import { ControlError, parseWith, readForm, readJson } from './request.ts';
import { MigrationMove, type MarketingView, type MigrationView } from './schemas.ts';

const PAGE = '/__sandbox/migrations';
const API = '/__sandbox/api';

function view(ctx: SandboxContext, row: MigrationRow): MigrationView {
  return { id: row.id, uuid: row.user_uuid, label: accountLabel(ctx, row.user_uuid), email: row.email, state: row.state, failure: row.failure, startedAt: row.started_at, finishedAt: row.finished_at };
}

function marketingView(ctx: SandboxContext, user: UserRow): MarketingView {
  const consent = consentOf(ctx, user.uuid);
  const offNum = offNumOf(ctx, consent);
  return { uuid: user.uuid, subscribed: consent.subscribed, changedBy: consent.changed_by, offNum, ...unsubscribeLinks(ctx, user, offNum) };
}

function requireUser(ctx: SandboxContext, uuid: string): UserRow {
  const user = findUser(ctx.db, uuid);
  if (!user) throw new ControlError(404, 'NotFound', `no account ${uuid}`);
  return user;
}

function requireMigration(ctx: SandboxContext, id: string): MigrationRow {
  const row = findMigration(ctx.db, Number(id));
  if (!row) throw new ControlError(404, 'NotFound', `no migration ${id}`);
  return row;
}

function mailMarketing(ctx: SandboxContext, user: UserRow): void {
  try {
    sendMarketingMail(ctx, user);
  } catch (error) {
    if (error instanceof NotMailableError) throw new ControlError(409, 'NotMailable', error.message);
    throw error;
  }
}

function validAddress(email: string): string {
  if (checkEmail(email) !== null) throw new ControlError(400, 'ValidationFailed', 'email format incorrect', ['email']);
  return email.trim();
}

function renderPage(ctx: SandboxContext): string {
  const migrations = listMigrations(ctx.db).map((row) => settle(ctx, row));
  const rows = migrations.length
    ? migrations
        .map(
          (row) => `<li><span class="status">${escapeHtml(row.state)}${row.failure ? ` (${escapeHtml(row.failure)})` : ''}</span> #${escapeHtml(row.id)} · ${escapeHtml(accountLabel(ctx, row.user_uuid) ?? row.user_uuid)} → ${escapeHtml(row.email)} · started ${escapeHtml(row.started_at)}${row.finished_at ? ` · finished ${escapeHtml(row.finished_at)}` : ''}
${row.state === 'queued' || row.state === 'copying' ? `<form method="post" action="${PAGE}/${row.id}" class="row"><button name="step" value="advance">Advance one step</button><button name="step" value="fail-email-taken">Fail: email taken there</button><button name="step" value="fail-target-unavailable">Fail: other platform unavailable</button></form>` : ''}</li>`,
        )
        .join('\n')
    : '<li class="muted">No migrations yet.</li>';
  const there = listRegisteredThere(ctx.db)
    .map((entry) => `<li>${escapeHtml(entry.email)} <span class="muted">(${escapeHtml(entry.origin)})</span></li>`)
    .join('');
  const mailable = listUsers(ctx.db)
    .filter((user) => user.email !== null && user.email_status === 'verified')
    .map((user) => {
      const consent = consentOf(ctx, user.uuid);
      return `<li>${escapeHtml(user.label ?? user.uuid)} · ${escapeHtml(user.email)} · ${consent.subscribed ? 'subscribed' : `<strong>unsubscribed</strong> (by ${escapeHtml(consent.changed_by)})`}
${consent.subscribed ? `<form method="post" action="${PAGE}/marketing-mail" class="row"><button name="uuid" value="${escapeHtml(user.uuid)}">Send a marketing mail</button></form>` : ''}</li>`;
    })
    .join('\n');
  return layout(
    'Migrations and marketing mail',
    `<section>
<h2>Migrations to the other platform</h2>
<p class="muted">Queued → copying after 1 minute, copying → done after 10 more (sandbox clock), or step them here. When done, nothing renews here any more and the address has an account there. Passwords are kept only as a salted scrypt hash and never shown.</p>
<ul>${rows}</ul>
</section>
<section>
<h2>Addresses registered on the other platform</h2>
<ul>${there}</ul>
<form method="post" action="${PAGE}/registered" class="row"><input type="email" name="email" aria-label="Email" required><button>Register there</button></form>
</section>
<section>
<h2>Marketing mail</h2>
<p class="muted">Each carries <code>List-Unsubscribe</code> (the provider's one-click address) and <code>List-Unsubscribe-Post: List-Unsubscribe=One-Click</code> (RFC 8058); see the <a href="/__sandbox/mailbox">mailbox</a>. Accounts with a verified email:</p>
<ul>${mailable || '<li class="muted">None.</li>'}</ul>
</section>`,
  );
}

/** Answers the request when it is one of these routes; false when it is not. */
export async function routeMigrations(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
  const method = request.method ?? 'GET';
  const path = url.pathname;
  const back = () => response.writeHead(303, { location: PAGE, 'cache-control': 'no-store' }).end();

  if (method === 'GET' && path === PAGE) {
    sendHtml(response, 200, renderPage(ctx));
    return true;
  }
  if (method === 'POST' && path === `${PAGE}/registered`) {
    registerThere(ctx.db, validAddress((await readForm(request)).email ?? ''), 'control', ctx.clock.now());
    back();
    return true;
  }
  if (method === 'POST' && path === `${PAGE}/marketing-mail`) {
    mailMarketing(ctx, requireUser(ctx, (await readForm(request)).uuid ?? ''));
    back();
    return true;
  }
  const pageMove = /^\/__sandbox\/migrations\/(\d+)$/.exec(path);
  if (method === 'POST' && pageMove) {
    const step = (await readForm(request)).step ?? '';
    const move = step === 'advance' ? { step: 'advance' as const } : step === 'fail-email-taken' ? { step: 'fail' as const, failure: 'email-taken' as const } : { step: 'fail' as const, failure: 'target-unavailable' as const };
    moveMigration(ctx, requireMigration(ctx, pageMove[1] ?? ''), move);
    back();
    return true;
  }

  if (method === 'GET' && path === `${API}/migrations`) {
    sendJson(response, 200, listMigrations(ctx.db).map((row) => view(ctx, settle(ctx, row))));
    return true;
  }
  const apiMove = /^\/__sandbox\/api\/migrations\/(\d+)$/.exec(path);
  if (method === 'POST' && apiMove) {
    const move = parseWith(MigrationMove, await readJson(request));
    sendJson(response, 200, view(ctx, moveMigration(ctx, requireMigration(ctx, apiMove[1] ?? ''), move)));
    return true;
  }
  if (method === 'POST' && path === `${API}/drt/registered`) {
    const { email } = parseWith(z.object({ email: z.string() }), await readJson(request));
    const address = validAddress(email);
    registerThere(ctx.db, address, 'control', ctx.clock.now());
    sendJson(response, 201, { email: address });
    return true;
  }
  const marketing = /^\/__sandbox\/api\/marketing\/([A-Za-z0-9_-]+)(\/mail)?$/.exec(path);
  if (marketing) {
    const user = requireUser(ctx, marketing[1] ?? '');
    if (method === 'POST' && marketing[2] === '/mail') {
      mailMarketing(ctx, user);
      sendJson(response, 201, marketingView(ctx, user));
      return true;
    }
    if (method === 'GET' && marketing[2] === undefined) {
      sendJson(response, 200, marketingView(ctx, user));
      return true;
    }
  }
  return false;
}
