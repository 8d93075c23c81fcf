/** What every simulated payment rail is given to start a payment, and what it answers. */
import type { Device, PaymentInstruction, PaymentMethodId } from '../../../src/lib/core/contract/index.ts';
import type { SandboxContext } from '../../core/context.ts';
import type { UserRow } from '../../core/account-rows.ts';
import type { InvoiceRow } from '../../invoice/data.ts';
import type { NewPayment } from '../data.ts';

/** The pay call's body (`invoice/pay`), as the rails read it. */
export interface PayRequest {
  paymentMethod: PaymentMethodId;
  pmId?: string | undefined;
  device: Device;
  paymentId?: string | undefined;
}

/** What every attempt of this call stores, whichever rail takes it. */
export type AttemptBase = Omit<NewPayment, 'stage' | 'expiresAt'>;

export interface RailStart {
  ctx: SandboxContext;
  /** The invoice, already switched to the rail's method and checked payable. */
  invoice: InvoiceRow;
  /** The logged-in owner, or null on the no-login path (no balance, no saved cards). */
  payer: UserRow | null;
  request: PayRequest;
  base: AttemptBase;
  now: Date;
}

export interface Rail {
  /** Opens a payment attempt and says how the page takes it. */
  start(start: RailStart): PaymentInstruction;
}
