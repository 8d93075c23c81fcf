/** The control surface's HTML pages: accounts and clock, and the mailbox. */
import type { StoredMail } from '../data/mail.ts';
import { DEMO_ACCOUNTS } from '../db/seed.ts';
import { FAIR_USE_BYTES } from '../rules/service.ts';
import { escapeHtml, layout } from './html.ts';
import type { AccountView, ClockView } from './schemas.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** The clock buttons: each posts `advanceMs` to /__sandbox/clock. */
export const CLOCK_STEPS: readonly { label: string; ms: number }[] = [
  { label: '+1 hour', ms: HOUR_MS },
  { label: '+3 hours', ms: 3 * HOUR_MS },
  { label: '+1 day', ms: DAY_MS },
  { label: '+7 days', ms: 7 * DAY_MS },
  { label: '+60 days', ms: 60 * DAY_MS },
];

/** @example formatOffset(90_000_000) // '+1 d 1 h 0 min' */
export function formatOffset(ms: number): string {
  if (ms === 0) return 'none (real time)';
  const sign = ms < 0 ? '−' : '+';
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return `${sign}${days > 0 ? `${days} d ` : ''}${hours} h ${minutes % 60} min`;
}

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;
const day = (iso: string) => iso.slice(0, 10);

function clockSection(clock: ClockView): string {
  const buttons = CLOCK_STEPS.map((step) => `<button name="advanceMs" value="${step.ms}">${escapeHtml(step.label)}</button>`).join('\n');
  return `<section>
<h2>Clock</h2>
<p>Sandbox time: <strong>${escapeHtml(clock.now)}</strong> <span class="muted">(offset ${escapeHtml(formatOffset(clock.offsetMs))})</span></p>
<form method="post" action="/__sandbox/clock" class="row">
${buttons}
<button name="reset" value="true">Reset to real time</button>
</form>
<p class="muted">Expiry, usage resets and human-check lifetimes follow this clock. Moving it back undoes derived changes.</p>
</section>`;
}

function accountCard(account: AccountView): string {
  const about = DEMO_ACCOUNTS.find((demo) => account.origin === 'demo' && demo.label === account.label)?.about;
  const services = account.services.length
    ? `<ul>${account.services
        .map(
          (service) =>
            `<li><span class="status">${escapeHtml(service.status)}${service.neverPaid ? ' (never paid)' : ''}</span> #${escapeHtml(service.id)} · ${escapeHtml(service.productName)} · ${escapeHtml(service.cycle)} · ${escapeHtml(service.price.amount)} ${escapeHtml(service.price.currency)} · expires ${escapeHtml(day(service.expiresAt))} · used ${escapeHtml(gb(service.usedBytes))}${service.usedBytes >= FAIR_USE_BYTES ? ' (over fair use)' : ''}</li>`,
        )
        .join('')}</ul>`
    : '<p class="muted">No services.</p>';
  return `<article class="card">
<h3>${escapeHtml(account.label ?? '(no label)')} <span class="muted">· ${escapeHtml(account.origin)}</span></h3>
${about ? `<p class="muted">${escapeHtml(about)}</p>` : ''}
<dl>
<dt>Email</dt><dd>${account.email === null ? `<span class="muted">no email (${escapeHtml(account.emailStatus)})</span>` : `${escapeHtml(account.email)} <span class="muted">(${escapeHtml(account.emailStatus)})</span>`}</dd>
<dt>User id</dt><dd><code>${escapeHtml(account.uuid)}</code></dd>
<dt>Login (fragment)</dt><dd><a href="${escapeHtml(account.loginUrl)}" rel="noreferrer">${escapeHtml(account.loginUrl)}</a></dd>
<dt>Login (query)</dt><dd><a href="${escapeHtml(account.loginQueryUrl)}" rel="noreferrer">${escapeHtml(account.loginQueryUrl)}</a></dd>
<dt>Services</dt><dd>${services}</dd>
</dl>
</article>`;
}

export function renderOverview(accounts: AccountView[], clock: ClockView, mailCount: number): string {
  const demo = accounts.filter((account) => account.origin === 'demo');
  const others = accounts.filter((account) => account.origin !== 'demo');
  return layout(
    'Accounts and clock',
    `${clockSection(clock)}
<section>
<h2>Demo accounts</h2>
${demo.length ? demo.map(accountCard).join('\n') : '<p class="muted">No demo accounts (the sandbox was started without them).</p>'}
</section>
${others.length ? `<section><h2>Other accounts (fixtures and sign-ups)</h2>${others.map(accountCard).join('\n')}</section>` : ''}
<section>
<h2>Mailbox</h2>
<p><a href="/__sandbox/mailbox">${escapeHtml(mailCount)} mail${mailCount === 1 ? '' : 's'}</a> the provider would have sent.</p>
</section>`,
  );
}

export function renderMailbox(mails: StoredMail[], to: string | null): string {
  const filter = `<form method="get" action="/__sandbox/mailbox" class="row">
<input type="search" name="to" placeholder="Recipient" value="${escapeHtml(to ?? '')}" aria-label="Recipient">
<button>Filter</button>${to ? ' <a href="/__sandbox/mailbox">Show all</a>' : ''}
</form>`;
  const list = mails.length
    ? mails
        .map(
          (mail) => `<article class="card">
<h3>${escapeHtml(mail.subject)}</h3>
<p class="muted">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.createdAt)}</p>
<pre>${escapeHtml(mail.body)}</pre>
</article>`,
        )
        .join('\n')
    : '<p class="muted">No mail yet.</p>';
  return layout('Mailbox', `<h2>Mailbox${to ? ` for ${escapeHtml(to)}` : ''}</h2>\n${filter}\n${list}`);
}
