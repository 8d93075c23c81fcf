/**
 * The human check's calls (`verify/cf`, `verify/cap`) carry no login, so they go through a
 * plain provider client: a form that must pass the check in place before it sends (the
 * help desk's ticket form, on the desktop panel too) needs neither the site's login
 * handling nor its weight (ADR 0044).
 */
import { createProviderClient } from './provider-client.ts';
import { PROVIDER_BASES, visitBase } from './provider-origins.ts';

export const humanCheckProvider = createProviderClient({ baseURL: PROVIDER_BASES, workingBase: visitBase });
