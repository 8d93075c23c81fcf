/**
 * The help desk's client. Spec section 7: help-centre calls go to the site's own origin
 * (the host hands `/api/v2/` to the help desk), so paths stay relative.
 */
import { createProviderClient } from './provider-client.ts';

export const helpDesk = createProviderClient({ baseURL: '' });
