/**
 * user/invoice: starts reading the bill as soon as the page's script runs, while React is
 * still on its way, so the bill is ready when the island mounts (issue 11: on screen
 * within 1.5 s on slow 4G). The island renders what this loads.
 */
import { provider } from '../../lib/api/provider.ts';
import { ensureInvoiceDetailLoaded } from '../../lib/stores/invoice-detail.ts';
import { invoiceIdFromPath } from '../../lib/rules/invoice-path.ts';

ensureInvoiceDetailLoaded(provider, invoiceIdFromPath(location.pathname));
