/**
 * The service page's data: the account's services, the one shown, and its details.
 * The island only renders this state and calls `loadServicePage`.
 */
import { atom } from 'nanostores';
import type { ServiceDetail } from '../contract/index.ts';
import type { ProviderClient } from '../api/client.ts';
import type { AppErrorName } from '../api/errors.ts';
import { resolveServiceChoice, type ServiceChoice } from '../rules/default-service.ts';
import { $credentials, $selectedService } from './session.ts';
import { readAccountInfo, readServiceDetail } from './account.ts';

export type ServicePageState =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'error'; error: AppErrorName }
  | { kind: 'ready'; services: ServiceChoice[]; service: ServiceDetail; requestedMissing: boolean };

export const $servicePage = atom<ServicePageState>({ kind: 'loading' });

/**
 * Reads the service id from a service page address; `0` and the template segment mean "the default".
 * @example serviceIdFromPath('/en-US/user/service/12') // 12
 */
export function serviceIdFromPath(pathname: string): number | null {
  const match = /\/user\/service\/(\d+)/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export async function loadServicePage(client: ProviderClient, requestedId: number | null): Promise<void> {
  const credentials = $credentials.get();
  if (!credentials) return;
  $servicePage.set({ kind: 'loading' });
  const info = await readAccountInfo(client);
  if (!info) return;
  if (!info.ok) {
    $servicePage.set({ kind: 'error', error: info.error });
    return;
  }
  const choice = resolveServiceChoice(info.data, requestedId, $selectedService.get()?.id ?? null);
  if (!choice) {
    $selectedService.set(null);
    $servicePage.set({ kind: 'empty' });
    return;
  }
  const detail = await readServiceDetail(client, choice.id);
  if (!detail) return;
  if (!detail.ok) {
    $servicePage.set({ kind: 'error', error: detail.error });
    return;
  }
  const service = detail.data;
  $selectedService.set({ id: service.id, relid: service.relid, status: service.status, hmac: service.hmac, isNew: service.isNew, seed: service.seed, token: service.token });
  const services: ServiceChoice[] = [
    ...info.data.jjService.map(({ id, relid, status }) => ({ id, relid, status })),
    ...info.data.unpaidService.map(({ id }) => ({ id, relid: null, status: 'Pending' as const })),
  ];
  $servicePage.set({ kind: 'ready', services, service, requestedMissing: requestedId !== null && requestedId !== choice.id });
}
