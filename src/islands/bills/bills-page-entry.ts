/**
 * user/service/{id}/invoice: reads the account, the service's bills and its next renewal
 * as soon as the page's script runs, and draws them without React (docs/decisions/0040),
 * so the bills are on screen within 1.5 s on slow 4G (issue 11). Nothing private shows
 * before the guard has passed. "Cancel renewal" fetches React, its dialog and the dialog's
 * words when first pressed.
 */
import { provider } from '../../lib/api/provider.ts';
import { serviceIdFromPath } from '../../lib/rules/default-service.ts';
import { $billList, $billsPage, $cancelRenewal, $nextRenewal, ensureBillsLoaded, followAddress, loadBillList, loadBillsPage, loadNextRenewal, showBills } from '../../lib/stores/bills.ts';
import type { BillsQuery } from '../../lib/rules/invoice-list.ts';
import { $guardState } from '../../lib/stores/guard.ts';
import { $credentials } from '../../lib/stores/session.ts';
import { translatorFrom, type AreaKey, type Translate } from '../../lib/i18n/t.ts';
import { loadArea } from '../../lib/i18n/load-area.ts';
import { readPageContext } from '../../lib/page-context.ts';
import { drawView, focusAfterDrawing, prerenderedPart, outsideDrawings } from '../../lib/ui/dom-view.ts';
import { onDemand, retryableImport } from '../../lib/ui/on-demand.ts';
import { readPageMessages } from '../../lib/ui/page-messages.ts';
import { billsView } from './bills-view.tsx';
import type { BillsDialogText, BillsText } from './messages.ts';

const { locale } = readPageContext();
const t = translatorFrom<BillsText>(locale, readPageMessages<BillsText>('bills-messages'));
const requestedId = serviceIdFromPath(location.pathname);

// The page can start before a login link in the address was stored: it reads once it is.
$credentials.subscribe((credentials) => {
  if (credentials) ensureBillsLoaded(provider, requestedId);
});

// Back and forward move between pages of bills (each is an entry in the history).
addEventListener('popstate', () => {
  chosenSort = null;
  followAddress(provider);
});

// The dialog's code, React and its words come together, when it first opens.
const cancelRenewalRoot = retryableImport(() => import('./cancel-renewal-root.tsx'));
const dialog = onDemand(() => Promise.all([cancelRenewalRoot(), loadArea('billsDialog', locale)]));
let dialogMounted = false;
$cancelRenewal.subscribe((step) => {
  if (step.kind === 'open' || step.kind === 'sending') dialog.load();
});
dialog.$state.subscribe((state) => {
  if (state.kind !== 'ready' || dialogMounted) return;
  dialogMounted = true;
  const [root, words] = state.module;
  const own = translatorFrom<AreaKey<'billsDialog'>>(locale, words);
  const dialogT: Translate<BillsDialogText> = (key, vars) => (key.startsWith('billsDialog.') ? own(key as AreaKey<'billsDialog'>, vars) : t(key as BillsText, vars));
  const container = outsideDrawings();
  root.mountCancelRenewal(container, { locale, t: dialogT });
});

// Focus goes back where the person was: the button when the dialog is closed, the
// section's heading when the renewal was cancelled (the button is gone).
let wasOpen = false;
$cancelRenewal.subscribe((step) => {
  const open = step.kind === 'open' || step.kind === 'sending';
  if (wasOpen && !open) focusAfterDrawing(step.kind === 'done' ? 'renewal-heading' : 'cancel-renewal-opener');
  wasOpen = open;
});

/** Another page or sort: the list's heading takes the focus, so the new bills are read from their top. */
let chosenSort: string | null = null;
function show(query: BillsQuery): void {
  chosenSort = null;
  showBills(provider, query);
  focusAfterDrawing('bills-list-heading');
}

const place = document.getElementById('bills-view');
const skeleton = place && prerenderedPart(place, ':scope > section');
const listLoading = place && prerenderedPart(place, '[data-bills-loading]');
if (place && skeleton && listLoading) {
  drawView(place, [$guardState, $billsPage, $nextRenewal, $cancelRenewal, dialog.$state, $billList], () =>
    billsView({
      locale,
      t,
      guard: $guardState.get(),
      page: $billsPage.get(),
      renewal: $nextRenewal.get(),
      cancel: $cancelRenewal.get(),
      dialog: dialog.$state.get().kind,
      list: $billList.get(),
      requestedId: requestedId ?? 0,
      chosenSort,
      skeleton,
      listLoading,
      actions: {
        reload: () => void loadBillsPage(provider, requestedId),
        reloadRenewal: () => void loadNextRenewal(provider),
        reloadList: (query) => void loadBillList(provider, query),
        loadDialog: dialog.load,
        show,
        chooseSort: (value) => {
          chosenSort = value;
        },
      },
    }),
  );
}
