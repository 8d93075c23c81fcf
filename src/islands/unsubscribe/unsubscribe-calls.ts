/**
 * The unsubscribe page's two provider calls, loaded on the first press (the provider
 * client and the contract's schemas are most of the page's script: a visit that never
 * presses does not fetch them).
 */
import { provider } from '../../lib/core/api/provider.ts';
import { emsSubscribe, emsUnsubscribe } from '../../lib/unsubscribe/contract.ts';

export const unsubscribe = (offNum: string) => provider.call(emsUnsubscribe, { query: { off_num: offNum } });
export const subscribe = (offNum: string) => provider.call(emsSubscribe, { query: { off_num: offNum } });
