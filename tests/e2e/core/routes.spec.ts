import { test, expect, copy } from '../fixtures.ts';
import { LOCALES } from '../../../src/lib/core/i18n/locales.ts';
import { ROUTES, metaKeys, type RouteId } from '../../../src/lib/core/routes.ts';

// Every route of spec section 2 is served in every language with its own title.
// Help articles are prebuilt one page per article; none exist yet (README).
const routes = (Object.keys(ROUTES) as RouteId[]).filter((id) => id !== 'helpArticle');

for (const locale of LOCALES) {
  test(`${locale}: every route is served with its language and title`, async ({ request }) => {
    for (const id of routes) {
      const path = `/${locale}/${ROUTES[id].path.replace(/:\w+/g, '42')}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${locale}"`);
      expect(html, path).toContain(`<title>${copy[locale][metaKeys(id).title]}</title>`);
    }
  });
}
