/** The bills page's calls (contract: src/lib/contract/bills.ts, docs/decisions/0025). */
import { endpoints } from '../../src/lib/contract/index.ts';
import { cancelRenewal, describeNextRenewal, listBills } from '../billing/bills.ts';
import type { SandboxContext } from '../context.ts';
import type { ApiRouter } from '../router.ts';
import { authenticate } from './account.ts';

export function registerBillRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.invoiceList, ({ body }) => listBills(ctx, authenticate(ctx, body.uuid, body.hmac), body));

  router.on(endpoints.invoiceLast, ({ body }) => describeNextRenewal(ctx, authenticate(ctx, body.uuid, body.hmac), body.relid));

  router.on(endpoints.renewalCancel, ({ params, body }) => cancelRenewal(ctx, authenticate(ctx, body.uuid, body.hmac), params.id, body.reason));
}
