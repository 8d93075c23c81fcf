/**
 * The wizard's renewal offer (issue "Buying", issue 8): a logged-in visitor who holds a
 * renewable service finds "renew it" chosen on the account step, instead of buying a
 * second service by accident. The service is read through the account store and joined
 * to the catalogue by product id; the choice itself is part of the order draft.
 */
import { atom, computed } from 'nanostores';
import type { ProviderClient } from '../api/client.ts';
import { pickRenewable, preselectsRenewal, renewalCandidateOf, renewalFits, renewalOffered, type RenewalCandidate } from '../rules/renewal.ts';
import { readAccountInfo, readServiceDetail } from './account.ts';
import { $catalogue } from './catalogue.ts';
import { $orderDraft, chooseRenewalOf, declineRenewal, dropRenewal } from './order-draft.ts';

/** A logged-in visitor's service the wizard can offer to renew instead of buying a second one. */
export const $renewalCandidate = atom<RenewalCandidate | null>(null);

/** The candidate when the cycle chosen allows renewing it (rules/renewal), else null. */
export const $renewalOffer = computed([$renewalCandidate, $orderDraft], (candidate, draft) =>
  candidate && renewalOffered(candidate, draft.cycle, Date.now()) ? candidate : null,
);

// Another product, the trial, or a cycle whose threshold the service is past: a renewal
// chosen before no longer fits. Choosing another product is choosing not to renew.
$orderDraft.listen((draft) => {
  const candidate = $renewalCandidate.get();
  if (draft.renewServiceId === null || candidate === null || renewalFits(candidate, draft, Date.now())) return;
  if (draft.pid !== candidate.pid) declineRenewal(candidate.serviceId);
  else dropRenewal();
});

/**
 * Finds the service to offer (rules/renewal) and its product, which a renewal keeps, and
 * chooses the renewal unless the person turned it down in this order. Without an answer
 * the wizard still works; it only cannot offer a renewal.
 */
export async function loadRenewalCandidate(client: ProviderClient): Promise<void> {
  const info = await readAccountInfo(client);
  const service = info?.ok ? pickRenewable(info.data.jjService) : null;
  const detail = service ? await readServiceDetail(client, service.id) : null;
  const catalogue = $catalogue.get();
  const candidate = detail?.ok && catalogue.kind === 'ready' ? renewalCandidateOf(detail.data, catalogue.value) : null;
  $renewalCandidate.set(candidate);
  const draft = $orderDraft.get();
  // A renewal chosen earlier for a service no longer on offer is dropped.
  if (draft.renewServiceId !== null && draft.renewServiceId !== candidate?.serviceId) dropRenewal();
  else if (candidate && draft.renewServiceId === null && preselectsRenewal(candidate, { cycle: draft.cycle, declinedRenewalOf: draft.declinedRenewalOf ?? null }, Date.now())) {
    chooseRenewalOf(candidate.serviceId, candidate.pid);
  }
}

/** The person's choice on the account step: renew the candidate, or buy a new service (null). */
export function chooseRenewal(candidate: RenewalCandidate | null): void {
  if (candidate === null) declineRenewal($renewalCandidate.get()?.serviceId ?? null);
  else chooseRenewalOf(candidate.serviceId, candidate.pid);
}
