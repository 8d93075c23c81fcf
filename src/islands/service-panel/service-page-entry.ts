/**
 * user/service: starts reading the account and its service as soon as the page's script
 * runs, while React (57 KiB) is still on its way, so the facts are ready when the island
 * mounts (issue 10: on screen within 1.5 s on slow 4G). The island renders what this
 * loads; nothing private shows before the guard has passed (ServicePanel).
 */
import { provider } from '../../lib/api/provider.ts';
import { ensureServicePageLoaded } from '../../lib/stores/service-page.ts';
import { serviceIdFromPath } from '../../lib/rules/default-service.ts';

ensureServicePageLoaded(provider, serviceIdFromPath(location.pathname));
