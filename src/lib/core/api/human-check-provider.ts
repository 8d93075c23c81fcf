/**
 * The human check's calls (`verify/cf`, `verify/cap`) carry no login, so they go through a
 * plain provider client: a form that must pass the check in place before it sends (the
 * help desk's ticket form, on the desktop panel too) needs neither the site's login
 * handling nor its weight (ADR 0044).
 */
import { PUBLIC_PROVIDER_API_BASE } from 'astro:env/client';
import { createProviderClient } from './provider-client.ts';

export const humanCheckProvider = createProviderClient({ baseURL: PUBLIC_PROVIDER_API_BASE });
