/** What every part of the sandbox (API routes, control surface, seed) works with. */
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from './clock.ts';
import type { Signer } from './signing.ts';
import type { ArmedAnswer } from '../payment/rails/next-answer.ts';

export interface SandboxContext {
  db: DatabaseSync;
  clock: Clock;
  signer: Signer;
  /** Where the site runs: login links point there. No trailing slash. */
  siteOrigin: string;
  /** Where callers reach this sandbox (subscription and download links). No trailing slash. */
  publicOrigin(): string;
  /** Leading zero bits the human check asks for. */
  verifyDifficulty: number;
  /** Believe `x-forwarded-for` from a loopback proxy (SANDBOX_TRUST_PROXY=1). */
  trustProxy: boolean;
  /**
   * A test sandbox: the hourly limit on new accounts counts each test's scope header
   * (`x-sandbox-scope`) as a caller of its own (routes/verify.ts `callerOf`, ADR 0044).
   */
  trustTestScope: boolean;
  /** The simulated USDT address pool (in memory: a restart frees it). */
  usdtPool: UsdtPool;
  /**
   * Odd answers a test armed for an invoice's next payment instruction (a broken or
   * hostile provider: billing/rails/next-answer.ts). In memory: a restart clears them.
   */
  nextAnswers: Map<number, ArmedAnswer>;
  /**
   * The address the visitor panel's call reports instead of the caller's, by test scope
   * ('' for everyone else), as the control surface set it (control/visitor-address.ts). In memory.
   */
  visitorAddresses: Map<string, string>;
}

/** Whether the USDT rail can hand out a new address, as the control surface set it. */
export interface UsdtPool {
  /** Every new address is refused. */
  allOccupied: boolean;
  /** New addresses are refused for these invoices only (tests running side by side). */
  occupiedInvoices: Set<number>;
}

export function createUsdtPool(): UsdtPool {
  return { allOccupied: false, occupiedInvoices: new Set() };
}
