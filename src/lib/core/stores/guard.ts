/**
 * Whether the routing guard has let this page show its private content yet. `closed`: the
 * provider closed the account (ADR 0056); the page shows only that, and the way to support.
 */
import { atom } from 'nanostores';

export type GuardState = 'pending' | 'pass' | 'leaving' | 'closed';
export const $guardState = atom<GuardState>('pending');
