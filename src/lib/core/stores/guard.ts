/** Whether the routing guard has let this page show its private content yet. */
import { atom } from 'nanostores';

export type GuardState = 'pending' | 'pass' | 'leaving';
export const $guardState = atom<GuardState>('pending');
