/** The bills page's calls (contract: src/lib/bills/contract.ts, docs/decisions/0025). */
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { cancelRenewal, describeNextRenewal, listBills } from './bills.ts';
import type { SandboxContext } from '../core/context.ts';
import type { ApiRouter } from '../core/router.ts';
import { authenticate } from '../account/routes.ts';

export function registerBillRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.invoiceList, ({ body }) => listBills(ctx, authenticate(ctx, body.uuid, body.hmac), body));

  router.on(endpoints.invoiceLast, ({ body }) => describeNextRenewal(ctx, authenticate(ctx, body.uuid, body.hmac), body.relid));

  router.on(endpoints.renewalCancel, ({ params, body }) => cancelRenewal(ctx, authenticate(ctx, body.uuid, body.hmac), params.id, body.reason));
}
