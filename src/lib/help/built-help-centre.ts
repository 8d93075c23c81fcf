/**
 * The help centre this build is made from, in one language: read once per build (see
 * `helpCentre`) from the help desk the build's settings name (`helpDeskOrigin`). The help
 * pages, the search index, the setup guide's articles and the search box all read it here.
 * Build time only: it reads the build's settings.
 */
import { PUBLIC_PROVIDER_API_BASE } from 'astro:env/client';
import type { Locale } from '../core/i18n/locales.ts';
import { helpCentre, helpDeskOrigin, type HelpCentre } from './help-centre.ts';

export function builtHelpCentre(locale: Locale): Promise<HelpCentre> {
  return helpCentre(helpDeskOrigin(PUBLIC_PROVIDER_API_BASE), locale);
}
