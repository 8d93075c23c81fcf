/**
 * Every provider call, by name. The site's client and the sandbox provider both read
 * this record; later issues add their areas here.
 */
import { auInfo, auService, hmacCheck, userCheck } from './account.ts';
import { appVersion, verifyAnswer, verifyChallenge } from './app.ts';

export const endpoints = {
  hmacCheck,
  auInfo,
  auService,
  userCheck,
  appVersion,
  verifyChallenge,
  verifyAnswer,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export * from './common.ts';
export * from './endpoint.ts';
export * from './account.ts';
export * from './app.ts';
