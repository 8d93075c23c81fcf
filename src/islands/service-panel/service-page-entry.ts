/**
 * user/service: reads the account and its service as soon as the page's script runs and
 * draws them without React (docs/decisions/0040), so the facts are on screen within 1.5 s
 * on slow 4G (issue 10) and the page stays within 100 KiB until a dialog opens. Nothing
 * private shows before the guard has passed. The sections (subscription address, email,
 * reset) draw themselves into elements kept across drawings; the switch, share, email and
 * reset dialogs, the QR code and the setup guide fetch React with them.
 */
import { atom, computed } from 'nanostores';
import { provider } from '../../lib/api/provider.ts';
import { $serviceBill, $serviceLoading, $servicePage, ensureServicePageLoaded, loadServicePage, openServiceBill, resetServiceBill } from '../../lib/stores/service-page.ts';
import { serviceIdFromPath } from '../../lib/rules/default-service.ts';
import { $guardState } from '../../lib/stores/guard.ts';
import { $credentials } from '../../lib/stores/session.ts';
import { translatorFrom, type AreaKey } from '../../lib/i18n/t.ts';
import { readPageContext } from '../../lib/page-context.ts';
import { routeHref } from '../../lib/routes.ts';
import { drawView, focusAfterDrawing, prerenderedPart, outsideDrawings } from '../../lib/ui/dom-view.ts';
import { onDemand, retryableImport } from '../../lib/ui/on-demand.ts';
import { readPageMessages } from '../../lib/ui/page-messages.ts';
import { mountSubscription } from '../subscription/subscription-view.tsx';
import { mountEmailBinding } from '../email-binding/email-binding-view.tsx';
import { hostResetDialog, mountReset } from '../reset/reset-view.tsx';
import { serviceView, type ServiceSections } from './service-view.tsx';
import type { ServicePanelArea } from './messages.ts';

type Text = AreaKey<ServicePanelArea>;

const { locale } = readPageContext();
const t = translatorFrom<Text>(locale, readPageMessages<Text>('service-messages'));
const requestedId = serviceIdFromPath(location.pathname);
const reload = () => void loadServicePage(provider, requestedId);
const shownServiceId = () => {
  const state = $servicePage.get();
  return state.kind === 'ready' ? state.service.id : requestedId;
};

// Fetch while the guard checks the signature (saves round trips on slow networks);
// nothing private is shown until the guard has passed. A login link in the address is
// stored after this script starts: the page loads once the login is there.
$credentials.subscribe((credentials) => {
  if (credentials) ensureServicePageLoaded(provider, requestedId);
});

// Back online: load again by itself (the offline notice says so). Back from the bill
// (the browser's back/forward cache): the renew and pay buttons work again.
addEventListener('online', reload);
addEventListener('pageshow', (event) => {
  if (event.persisted) resetServiceBill();
});

async function openBill(action: 'renew' | 'payBill', serviceId: number): Promise<void> {
  const invoiceId = await openServiceBill(provider, action, serviceId);
  if (invoiceId !== null) location.assign(`${routeHref(locale, 'orderPay')}?invoice=${invoiceId}`);
}

/** A section's element, drawn by its own code from the first time the page places it. */
function section(mount: (place: HTMLElement) => void): () => HTMLElement {
  let place: HTMLElement | null = null;
  return () => {
    if (!place) {
      const created = document.createElement('div');
      place = created;
      // Once this drawing has put it in the page (the email section scrolls to itself).
      queueMicrotask(() => mount(created));
    }
    return place;
  };
}

const sections: ServiceSections = {
  subscription: section((place) => {
    const $source = computed($servicePage, (state) =>
      state.kind === 'ready' && state.offer.subscription && state.service.subscriptionUrl !== null ? { subscriptionUrl: state.service.subscriptionUrl } : null,
    );
    mountSubscription(place, { locale, t, $source });
  }),
  email: section((place) => mountEmailBinding(place, { locale, t, target: () => ({ kind: 'service', serviceId: shownServiceId() ?? 0 }) })),
  reset: section((place) => mountReset(place, { locale, serviceId: shownServiceId, t })),
};

// A reset's new login link stays on screen even when the page's reload with the new login fails.
hostResetDialog({ locale, serviceId: shownServiceId, t });

// "Switch service": the dialog and React, fetched on the first press, outside the drawing.
const $switchOpen = atom(false);
const reactPart = retryableImport(() => import('../ui/react-part.tsx'));
const switchServiceDialog = retryableImport(() => import('./SwitchServiceDialog.tsx'));
const switchDialog = onDemand(() => Promise.all([reactPart(), switchServiceDialog()]));
const switchHost = outsideDrawings();
const closeSwitch = () => {
  $switchOpen.set(false);
  focusAfterDrawing('service-switch');
};
const drawSwitch = () => {
  const state = switchDialog.$state.get();
  const page = $servicePage.get();
  if (state.kind !== 'ready') return;
  const [{ renderPart, clearPart }, { default: SwitchServiceDialog }] = state.module;
  if ($switchOpen.get() && page.kind === 'ready') renderPart(switchHost, SwitchServiceDialog, { locale, t, services: page.services, shownId: page.service.id, onClose: closeSwitch });
  else clearPart(switchHost);
};
$switchOpen.listen(drawSwitch);
switchDialog.$state.listen(drawSwitch);

const place = document.getElementById('service-view');
const skeleton = place && prerenderedPart(place, ':scope > section');
if (place && skeleton) {
  drawView(place, [$guardState, $servicePage, $serviceBill, $serviceLoading, $switchOpen, switchDialog.$state], () => {
    const switchState = switchDialog.$state.get().kind;
    return serviceView({
      locale,
      t,
      guard: $guardState.get(),
      state: $servicePage.get(),
      bill: $serviceBill.get(),
      loading: $serviceLoading.get(),
      switchDialog: $switchOpen.get() ? switchState : 'closed',
      requestedId: requestedId ?? 0,
      sections,
      skeleton,
      actions: {
        reload,
        openBill: (action, serviceId) => void openBill(action, serviceId),
        openSwitch: () => {
          $switchOpen.set(true);
          switchDialog.load();
        },
        retrySwitch: switchDialog.load,
      },
    });
  });
}
