/**
 * A bill's amounts, the one place they are computed: subtotal, discount, the payment
 * method's fee, credit (account balance applied), total and what is still unpaid. The
 * site's order summary and balance offer and the sandbox's invoices all come here, so a
 * bill cannot read one total on the page and another in the provider.
 *
 * Everything is in integer minor units (`Minor`, cents of the bill's currency); decimal
 * strings are converted at the edges (`lib/core/rules/money.ts`), never summed as floats.
 */
import { percentToBasisPoints, shareOf } from '../core/rules/money.ts';

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
export interface BillMovement<Method extends string = string> {
  type: 'buy' | 'refund';
  /** The method that moved it; `balance` is the account balance. */
  method: Method;
  amountMinor: Minor;
}

/** The method id of the account balance (contract `PaymentMethodId`). */
const BALANCE_METHOD = 'balance';

export interface BillSettlement<Method extends string = string> {
  /** What the account balance paid toward the total: the bill's `credit`. */
  creditMinor: Minor;
  /** What the bill's other methods took (its `buy` transactions not from the balance). */
  paidMinor: Minor;
  /** The methods that took `paidMinor`, in the order they paid (the "Amount paid" row names them). */
  paidBy: Method[];
  /** What was given back (its `refund` transactions). */
  refundedMinor: Minor;
  /**
   * What is still owed: total − balance credit − paid while the bill is Unpaid (never
   * below zero); a paid, refunded or cancelled bill owes nothing (a cancelled bill is
   * not a debt).
   */
  owedMinor: Minor;
  /**
   * What paid it, in the order it was paid: each method that took money once (the
   * balance among them), then the bill's chosen method while something is still owed by
   * it. A bill nothing paid names its chosen method.
   */
  paidWith: Method[];
}

/**
 * What a bill's rows settle to, the one rule the invoice page and the provider (the
 * sandbox's `balanceDue`) share, so the rows add up as printed: total − balance credit −
 * paid = still owed. The balance's own transactions are listed among the transactions
 * but counted once, as the credit, never again as "paid".
 * @example billSettlement('Unpaid', { totalMinor: 705, creditMinor: 200 }, 'alipay', [{ type: 'buy', method: 'balance', amountMinor: 200 }])
 * // { creditMinor: 200, paidMinor: 0, paidBy: [], refundedMinor: 0, owedMinor: 505, paidWith: ['balance', 'alipay'] }
 * @example billSettlement('Paid', { totalMinor: 690, creditMinor: 690 }, 'balance', [{ type: 'buy', method: 'balance', amountMinor: 690 }])
 * // { creditMinor: 690, paidMinor: 0, paidBy: [], refundedMinor: 0, owedMinor: 0, paidWith: ['balance'] }
 */
export function billSettlement<Method extends string>(
  state: BillState,
  amounts: Pick<InvoiceAmounts, 'totalMinor' | 'creditMinor'>,
  chosenMethod: Method,
  movements: readonly BillMovement<Method>[],
): BillSettlement<Method> {
  const sum = (picked: readonly BillMovement<Method>[]) => picked.reduce((total, movement) => total + movement.amountMinor, 0);
  const buys = movements.filter((movement) => movement.type === 'buy');
  const byOthers = buys.filter((movement) => movement.method !== BALANCE_METHOD);
  const paidMinor = sum(byOthers);
  const owedMinor = state === 'Unpaid' ? Math.max(0, amounts.totalMinor - amounts.creditMinor - paidMinor) : 0;
  const paidWith = [...new Set(buys.map((movement) => movement.method))];
  if (paidWith.length === 0 || (owedMinor > 0 && !paidWith.includes(chosenMethod))) paidWith.push(chosenMethod);
  const paidBy = [...new Set(byOthers.map((movement) => movement.method))];
  return { creditMinor: amounts.creditMinor, paidMinor, paidBy, refundedMinor: sum(movements.filter((movement) => movement.type === 'refund')), owedMinor, paidWith };
}
