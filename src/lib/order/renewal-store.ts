/**
 * The wizard's renewal offer (issue "Buying", issue 8): a logged-in visitor who holds a
 * renewable service finds "renew it" chosen on the account step, instead of buying a
 * second service by accident. The service is read through the account store and joined
 * to the catalogue by product id; the choice itself is part of the order draft.
 */
import { atom, computed } from 'nanostores';
import type { ProviderClient } from '../core/api/provider-client.ts';
import { pickRenewable, preselectsRenewal, renewalCandidateOf, renewalFits, renewalOffered, renewalPlanOf, type RenewalCandidate } from './renewal.ts';
import { readAccountInfo, readServiceDetail } from '../account/store.ts';
import { $catalogue } from './catalogue-store.ts';
import { $orderDraft, $personChoices, askRenewalOf, chooseRenewalOf, declineRenewal, dropRenewal, startRenewalOf } from './store.ts';

/** A logged-in visitor's service the wizard can offer to renew instead of buying a second one. */
export const $renewalCandidate = atom<RenewalCandidate | null>(null);

/** The candidate when the cycle chosen allows renewing it (rules/renewal), else null. */
export const $renewalOffer = computed([$renewalCandidate, $orderDraft], (candidate, draft) =>
  candidate && renewalOffered(candidate, draft.cycle, Date.now()) ? candidate : null,
);

// Another product, the trial, or a cycle whose threshold the service is past: a renewal
// chosen before no longer fits. Choosing another product is choosing not to renew.
function dropUnfitRenewal(draft: ReturnType<typeof $orderDraft.get>): void {
  const candidate = $renewalCandidate.get();
  if (draft.renewServiceId === null || candidate === null || renewalFits(candidate, draft, Date.now())) return;
  if (draft.pid !== candidate.pid) declineRenewal(candidate.serviceId);
  else dropRenewal();
}
$orderDraft.listen(dropUnfitRenewal);

/**
 * Finds the service to offer (rules/renewal) and its product, which a renewal keeps, and
 * chooses the renewal unless the person turned it down in this order. Without an answer
 * the wizard still works; it only cannot offer a renewal.
 */
export async function loadRenewalCandidate(client: ProviderClient): Promise<void> {
  const info = await readAccountInfo(client);
  // The renewal already chosen (from a service page's "renew for another length") stays the one offered.
  const service = info?.ok ? pickRenewable(info.data.jjService, $orderDraft.get().renewServiceId) : null;
  const detail = service ? await readServiceDetail(client, service.id) : null;
  const catalogue = $catalogue.get();
  const candidate = detail?.ok && catalogue.kind === 'ready' ? renewalCandidateOf(detail.data, catalogue.value) : null;
  $renewalCandidate.set(candidate);
  const draft = $orderDraft.get();
  // A renewal chosen earlier for a service no longer on offer is dropped.
  if (draft.renewServiceId !== null && draft.renewServiceId !== candidate?.serviceId) dropRenewal();
  // Chosen on an earlier step (a service page's link) for a plan since changed: no longer fits.
  else if (draft.renewServiceId !== null) dropUnfitRenewal(draft);
  else if (candidate && draft.renewServiceId === null && preselectsRenewal(candidate, { cycle: draft.cycle, declinedRenewalOf: draft.declinedRenewalOf ?? null }, Date.now())) {
    chooseRenewalOf(candidate.serviceId, candidate.pid);
  }
}

/** The person's choice on the account step: renew the candidate, or buy a new service (null). */
export function chooseRenewal(candidate: RenewalCandidate | null): void {
  if (candidate === null) declineRenewal($renewalCandidate.get()?.serviceId ?? null);
  else chooseRenewalOf(candidate.serviceId, candidate.pid);
}

/**
 * "Renew for another length" from a service page (`order/place?renew={id}`): the wizard
 * goes to the plan step with this service's renewal chosen at once, then starts on the
 * service's product in its own cycle, which the person may change. A plan the person
 * chose (or took with "Next") while the service was being read is theirs and stays (issue 23: a slow answer
 * turned a chosen Yearly back into Monthly); the renewal then goes with it when it fits.
 * A service this account cannot renew (not its own, terminated, blacklisted, never paid)
 * or no answer: the renewal asked for is dropped, the plan stays as it was.
 */
export async function requestRenewal(client: ProviderClient, serviceId: number): Promise<void> {
  askRenewalOf(serviceId);
  const choicesBefore = $personChoices.get();
  const info = await readAccountInfo(client);
  const service = info?.ok ? pickRenewable(info.data.jjService, serviceId) : null;
  const detail = service?.id === serviceId ? await readServiceDetail(client, serviceId) : null;
  if (!detail?.ok) {
    if ($orderDraft.get().renewServiceId === serviceId) dropRenewal();
    return;
  }
  if ($personChoices.get() === choicesBefore) {
    const { pid, cycle } = renewalPlanOf(detail.data);
    startRenewalOf(serviceId, pid, cycle);
    return;
  }
  // The person chose a plan meanwhile: it stays, and the renewal goes with it when it fits.
  // Otherwise it is dropped, not turned down: they never saw the service's product, so the
  // account step offers the renewal again.
  const catalogue = $catalogue.get();
  const candidate = catalogue.kind === 'ready' ? renewalCandidateOf(detail.data, catalogue.value) : null;
  $renewalCandidate.set(candidate);
  const draft = $orderDraft.get();
  if (draft.renewServiceId === serviceId && (candidate === null || !renewalFits(candidate, draft, Date.now()))) dropRenewal();
}
