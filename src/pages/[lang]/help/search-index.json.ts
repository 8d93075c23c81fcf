/**
 * The saved search index of one language's help centre (docs/decisions/0030): a static
 * JSON file the search box answers from at once (and alone when the help desk cannot be
 * reached), built from the same read of the help desk as the help pages.
 */
import type { APIRoute } from 'astro';
import { builtHelpCentre } from '../../../lib/help/built-help-centre.ts';
import { searchIndexOf } from '../../../lib/help/search-index.ts';
import { localePaths, pageLocale } from '../../../lib/core/i18n/static-paths.ts';

export const getStaticPaths = localePaths;

export const GET: APIRoute = async ({ params }) => {
  const centre = await builtHelpCentre(pageLocale(params));
  return new Response(JSON.stringify(searchIndexOf(centre)), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
