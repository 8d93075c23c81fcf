/**
 * A broken or hostile provider, on demand: a test arms what the next payment instruction
 * for an invoice carries (an empty or oversized QR code, a PayPal link to another host),
 * and the pay call answers with it once (`POST /__sandbox/api/payments/next-answer`).
 * The site must cope with such answers from the real provider; this lets a browser test
 * produce them from the provider's side instead of rewriting answers in the browser.
 *
 * The answer is otherwise real: the rail opens its payment as usual, and the pay call's
 * request key remembers the altered answer, so a repeat with that key replays it (as a
 * real provider would). UnionPay's first step (no QR code yet) leaves it armed for the
 * second.
 */
import type { PaymentInstruction } from '../../../src/lib/core/contract/index.ts';
import type { SandboxContext } from '../../core/context.ts';

/** What the next instruction carries instead of the rail's own QR content or redirect link. */
export interface ArmedAnswer {
  qrContent?: string | undefined;
  url?: string | undefined;
}

/**
 * The rail's instruction, with the armed QR content or link in place when one fits its
 * kind (the armed answer is then used up).
 * @example answerAsArmed(ctx, 42, { kind: 'redirect', paymentId: 'pay_1', url: 'http://…/cashier/pay_1' }) // url: 'https://evil.example/' when armed so
 */
export function answerAsArmed(ctx: SandboxContext, invoiceId: number, instruction: PaymentInstruction): PaymentInstruction {
  const armed = ctx.nextAnswers.get(invoiceId);
  if (!armed) return instruction;
  if (instruction.kind === 'qr' && armed.qrContent !== undefined) {
    ctx.nextAnswers.delete(invoiceId);
    return { ...instruction, qrContent: armed.qrContent };
  }
  if (instruction.kind === 'redirect' && armed.url !== undefined) {
    ctx.nextAnswers.delete(invoiceId);
    return { ...instruction, url: armed.url };
  }
  return instruction;
}
