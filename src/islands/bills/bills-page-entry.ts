/**
 * user/service/{id}/invoice: starts reading the account, the service's bills and its
 * next renewal as soon as the page's script runs, while React is still on its way, so
 * the bills are ready when the island mounts (issue 11: on screen within 1.5 s on slow
 * 4G). The island renders what this loads; nothing private shows before the guard has
 * passed (BillsPanel).
 */
import { provider } from '../../lib/api/provider.ts';
import { serviceIdFromPath } from '../../lib/rules/default-service.ts';
import { ensureBillsLoaded } from '../../lib/stores/bills.ts';

ensureBillsLoaded(provider, serviceIdFromPath(location.pathname));
