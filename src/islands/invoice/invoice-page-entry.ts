/**
 * user/invoice: reads the bill as soon as the page's script runs and draws it without
 * React (docs/decisions/0040), so the bill is on screen within 1.5 s on slow 4G (issue 11)
 * and printing loads nothing more. State: stores/invoice-detail; the drawing: invoice-view.
 */
import { provider } from '../../lib/api/provider.ts';
import { $invoiceDetail, ensureInvoiceDetailLoaded, loadInvoiceDetail } from '../../lib/stores/invoice-detail.ts';
import { $guardState } from '../../lib/stores/guard.ts';
import { $credentials } from '../../lib/stores/session.ts';
import { invoiceIdFromPath } from '../../lib/rules/invoice-path.ts';
import { invoiceDocumentTitle } from '../../lib/rules/invoice-standing.ts';
import { translatorFrom } from '../../lib/i18n/t.ts';
import { readPageContext } from '../../lib/page-context.ts';
import { drawView, prerenderedPart } from '../../lib/ui/dom-view.ts';
import { readPageMessages } from '../../lib/ui/page-messages.ts';
import { titleWhileShown } from './document-title.ts';
import { invoiceView } from './invoice-view.tsx';
import type { InvoicePageKey } from './messages.ts';

const invoiceId = invoiceIdFromPath(location.pathname);
const reload = () => void loadInvoiceDetail(provider, invoiceId);
const { locale } = readPageContext();
const t = translatorFrom<InvoicePageKey>(locale, readPageMessages<InvoicePageKey>('invoice-messages'));

// Read at once, and again when a login arrives or changes (another tab): the view always
// matches who is looking.
$credentials.subscribe(() => ensureInvoiceDetailLoaded(provider, invoiceId));

// Back online after a failed read: read again by itself (the retry stays for the rest).
addEventListener('online', () => {
  if ($invoiceDetail.get().kind === 'error') reload();
});

// "Save as PDF" names the file after the page's title: the bill's number while it is shown.
let titled: number | null = null;
let restoreTitle = () => {};
$invoiceDetail.subscribe((state) => {
  const shown = state.kind === 'ready' ? state.invoice.id : null;
  if (shown === titled) return;
  restoreTitle();
  titled = shown;
  restoreTitle = shown === null ? () => {} : titleWhileShown(invoiceDocumentTitle(t('invoice.word'), shown));
});

const place = document.getElementById('invoice-view');
const skeleton = place && prerenderedPart(place, ':scope > section');
if (place && skeleton) {
  drawView(place, [$guardState, $invoiceDetail], () => invoiceView({ locale, t, guard: $guardState.get(), state: $invoiceDetail.get(), skeleton, onRetry: reload }));
}
