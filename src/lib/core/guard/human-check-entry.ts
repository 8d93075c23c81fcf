/** The waiting-verification page: runs the check, then goes back where the visitor was going. */
import { passAndKeepHumanCheck } from './human-check.ts';
import { provider } from '../api/provider.ts';
import { showError } from '../stores/notices.ts';
import { readPageContext } from '../page-context.ts';
import { notFoundHref, routeHref } from '../routes.ts';
import { afterHumanCheckHref, safeNextPath } from '../rules/human-check.ts';
import { looksLikeBot } from './bot-signals.ts';

const { locale } = readPageContext();
const status = document.getElementById('verify-status');
const progress = document.getElementById('verify-progress');
// The fragment that came with the visitor's destination (humanCheckHref), read before
// anything on this page (its skip link) can change it.
const next = afterHumanCheckHref(safeNextPath(new URLSearchParams(location.search).get('next'), routeHref(locale, 'orderPlace')), location.hash);

async function verify(): Promise<void> {
  // The browser's own clock: the 3-hour validity is checked against it on every page.
  const outcome = await passAndKeepHumanCheck(provider);
  progress?.setAttribute('hidden', '');
  if (outcome.ok) {
    if (status) status.textContent = status.dataset.passed ?? '';
    location.replace(next);
    return;
  }
  if (status) status.textContent = '';
  showError(outcome.error);
}

// The guard's inline part sends a visitor here before isbot's whole list has been asked
// (ADR 0021): a crawler it could not tell goes to the not-found page, not through the check.
if (looksLikeBot()) location.replace(notFoundHref(locale));
else void verify();
