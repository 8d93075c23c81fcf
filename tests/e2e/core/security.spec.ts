import { test, expect, copy, markVerified } from '../fixtures.ts';
import { E2E_SANDBOX_ORIGIN, E2E_SITE_ORIGIN } from '../ports.ts';

test.describe('hosting and privacy', () => {
  for (const path of ['/zh-TW/order/place', '/en-US/user/service/12', '/zh-CN/nowhere']) {
    test(`security headers and the page's one policy on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      // The page's policy is a meta in its head (docs/decisions/0049); the header says only what a meta cannot.
      const policies = [...(await response.text()).matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)].map((match) => match[1] ?? '');
      expect(policies).toHaveLength(1);
      expect(policies[0]).toContain("default-src 'none'");
      expect(policies[0]).not.toContain('unsafe-inline');
      expect(headers['content-security-policy']).toBe("frame-ancestors 'none'; report-uri /api/report; report-to csp");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['referrer-policy']).toBe('no-referrer');
    });
  }

  test('a service page with any id is served from the one prebuilt page', async ({ request }) => {
    const response = await request.get('/zh-TW/user/service/987654');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('data-page="userService"');
  });

  test('pages load nothing from other hosts, and the CSP blocks nothing of ours', async ({ page }) => {
    const hosts = new Set<string>();
    const reports: string[] = [];
    page.on('request', (request) => {
      hosts.add(new URL(request.url()).origin);
      if (new URL(request.url()).pathname === '/api/report') reports.push(request.postData() ?? '');
    });
    for (const path of ['/zh-TW/order/place', '/en-US/help', '/zh-CN/waiting-verification']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect([...hosts].filter((origin) => origin !== E2E_SITE_ORIGIN && origin !== E2E_SANDBOX_ORIGIN)).toEqual([]);
    // Every violation of a page's policy is reported (below): none was.
    expect(reports).toEqual([]);
  });

  test("a violation of the page's meta policy is reported to the site's own origin, without the address's secrets", async ({ browser }) => {
    // A context of its own: the console's word on what the policy blocked is this test's point, not a failure.
    const context = await browser.newContext({ baseURL: E2E_SITE_ORIGIN });
    await markVerified(context);
    const page = await context.newPage();
    await page.goto('/en-US/help#uuid=1&hmac=secret-part');
    // A beacon's body is read where the request passes through (its request event carries none).
    let body = '';
    await context.route('**/api/report', async (route) => {
      body = route.request().postDataBuffer()?.toString('utf8') ?? '';
      await route.continue();
    });
    const report = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/report');
    // A request the policy does not allow, as an injected script's would be.
    await page.evaluate(() => fetch('https://collector.invalid/steal').catch(() => undefined));
    const answer = await report;
    expect(new URL(answer.url()).origin).toBe(E2E_SITE_ORIGIN);
    expect(body).not.toContain('secret-part');
    expect(JSON.parse(body)).toEqual([
      expect.objectContaining({
        type: 'csp-violation',
        body: expect.objectContaining({ documentURL: `${E2E_SITE_ORIGIN}/en-US/help`, blockedURL: 'https://collector.invalid/steal', effectiveDirective: 'connect-src' }),
      }),
    ]);
    // The site's endpoint takes it (204), as it takes a browser's own reports.
    expect(answer.status()).toBe(204);
    await context.close();
  });

  test('pinch zoom is allowed and the page has its landmarks', async ({ page }) => {
    await page.goto('/zh-TW/help');
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).not.toMatch(/maximum-scale|user-scalable\s*=\s*no/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: copy['zh-TW']['shell.skipToContent'] })).toBeFocused();
  });
});
