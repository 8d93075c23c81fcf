/**
 * user/account: starts reading the balance and the first page of its history as soon as
 * the page's script runs, while React is still on its way.
 */
import { provider } from '../../lib/api/provider.ts';
import { ensureBalanceLoaded } from '../../lib/stores/balance.ts';

ensureBalanceLoaded(provider);
