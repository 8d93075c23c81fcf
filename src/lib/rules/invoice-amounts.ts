/**
 * A bill's amounts, the one place they are computed: subtotal, discount, the payment
 * method's fee, credit (account balance applied), total and what is still unpaid. The
 * site's order summary and balance offer and the sandbox's invoices all come here, so a
 * bill cannot read one total on the page and another in the provider.
 *
 * Everything is in integer minor units (`Minor`, cents of the bill's currency); decimal
 * strings are converted at the edges (`rules/money.ts`), never summed as floats.
 */
import { percentToBasisPoints, shareOf } from './money.ts';

/** An amount in integer minor units (cents) of the bill's currency. */
export type Minor = number;

/** What a bill is made of before the method's fee is worked out. */
export interface BillTerms {
  subtotalMinor: Minor;
  /** Coupon discount, already capped at the subtotal. */
  discountMinor: Minor;
  /** Account balance already applied to the bill. */
  creditMinor: Minor;
  /** The chosen method's fee as a percentage ("3" for Alipay/WeChat Pay), or null. */
  feePercent: string | null;
}

export interface InvoiceAmounts {
  subtotalMinor: Minor;
  discountMinor: Minor;
  feeMinor: Minor;
  creditMinor: Minor;
  /** Subtotal − discount + fee: what the bill costs, whoever pays it. */
  totalMinor: Minor;
  /** Total − credit: what the bill's method still has to take (never below zero). */
  unpaidMinor: Minor;
}

/**
 * The method's fee is charged only on what the method itself pays: after the discount
 * and after any balance credit, so applying balance lowers the fee too.
 * @example methodFee(690, '3') // 21
 * @example methodFee(0, '3') // 0
 */
export function methodFee(paidByMethodMinor: Minor, feePercent: string | null): Minor {
  if (!feePercent || paidByMethodMinor <= 0) return 0;
  return shareOf(paidByMethodMinor, percentToBasisPoints(feePercent));
}

/**
 * Total and unpaid from amounts whose fee is already known (a stored bill keeps the fee
 * it was issued with, even if a method's rate changes later).
 * @example amountsWithFee({ subtotalMinor: 690, discountMinor: 0, feeMinor: 6, creditMinor: 500 }) // total 696, unpaid 196
 */
export function amountsWithFee(amounts: Omit<InvoiceAmounts, 'totalMinor' | 'unpaidMinor'>): InvoiceAmounts {
  const totalMinor = amounts.subtotalMinor - amounts.discountMinor + amounts.feeMinor;
  return { ...amounts, totalMinor, unpaidMinor: Math.max(0, totalMinor - amounts.creditMinor) };
}

/**
 * A bill's amounts, the fee worked out from the method's rate.
 * @example invoiceAmounts({ subtotalMinor: 690, discountMinor: 0, creditMinor: 0, feePercent: '3' })
 * // { subtotalMinor: 690, discountMinor: 0, feeMinor: 21, creditMinor: 0, totalMinor: 711, unpaidMinor: 711 }
 */
export function invoiceAmounts(terms: BillTerms): InvoiceAmounts {
  const feeMinor = methodFee(terms.subtotalMinor - terms.discountMinor - terms.creditMinor, terms.feePercent);
  return amountsWithFee({ subtotalMinor: terms.subtotalMinor, discountMinor: terms.discountMinor, feeMinor, creditMinor: terms.creditMinor });
}

/**
 * What the account balance pays of a bill, and what is then left for the bill's method.
 * The balance covers at most what is due before the fee (the fee falls away with what
 * the balance pays); what is left carries the fee on itself alone.
 * @example balanceShare({ subtotalMinor: 690, discountMinor: 0, creditMinor: 0, feePercent: '3' }, 200) // { useMinor: 200, restMinor: 505 }
 * @example balanceShare({ subtotalMinor: 690, discountMinor: 0, creditMinor: 0, feePercent: '3' }, 2000) // { useMinor: 690, restMinor: 0 }
 */
export function balanceShare(bill: BillTerms, balanceMinor: Minor): { useMinor: Minor; restMinor: Minor } {
  const dueBeforeFee = Math.max(0, bill.subtotalMinor - bill.discountMinor - bill.creditMinor);
  const useMinor = Math.max(0, Math.min(balanceMinor, dueBeforeFee));
  const after = invoiceAmounts({ ...bill, creditMinor: bill.creditMinor + useMinor });
  return { useMinor, restMinor: after.unpaidMinor };
}

/** A bill's state, as far as what it still owes goes. */
export type BillState = 'Unpaid' | 'Paid' | 'Cancelled' | 'Refunded';

/** One money movement on a bill, in minor units (always positive; the type says which way). */
export interface BillMovement {
  type: 'buy' | 'refund';
  amountMinor: Minor;
}

export interface BillSettlement {
  /** What the bill's methods took (its `buy` transactions). */
  paidMinor: Minor;
  /** What was given back (its `refund` transactions). */
  refundedMinor: Minor;
  /**
   * What is still owed: an unpaid bill's `balanceDue`; a paid, refunded or cancelled
   * bill owes nothing, whatever its amounts read (a cancelled bill is not a debt).
   */
  owedMinor: Minor;
}

/**
 * What a bill's transactions add up to and what it still owes, as the invoice page shows
 * them beside the bill's own amounts (`amountsWithFee`).
 * @example billSettlement('Refunded', 711, [{ type: 'buy', amountMinor: 711 }, { type: 'refund', amountMinor: 711 }])
 * // { paidMinor: 711, refundedMinor: 711, owedMinor: 0 }
 * @example billSettlement('Unpaid', 196, []) // { paidMinor: 0, refundedMinor: 0, owedMinor: 196 }
 */
export function billSettlement(state: BillState, balanceDueMinor: Minor, movements: readonly BillMovement[]): BillSettlement {
  const sum = (type: BillMovement['type']) => movements.filter((movement) => movement.type === type).reduce((total, movement) => total + movement.amountMinor, 0);
  return { paidMinor: sum('buy'), refundedMinor: sum('refund'), owedMinor: state === 'Unpaid' ? Math.max(0, balanceDueMinor) : 0 };
}
