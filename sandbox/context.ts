/** What every part of the sandbox (API routes, control surface, seed) works with. */
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from './clock.ts';
import type { Signer } from './signing.ts';

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
}
