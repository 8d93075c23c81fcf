/**
 * Safe reads are repeated and "busy" is waited out, in a real browser (decision 0016): the
 * service page's `au/info` is a POST that only reads, so a brief 503 or a 429 never reaches
 * the person, and a provider that stays busy says so with a way forward. The browser can
 * only wait as asked if it may read `Retry-After` across origins, which this also covers.
 */
import { test, expect, copy } from '../fixtures.ts';

const SERVICE_INFO = /\/au\/api\/v1\/au\/info$/;

test.describe('a provider briefly down or busy', () => {
  test('a 503 on au/info is tried again and the service shows', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: SERVICE_INFO, status: 503 }]);
    await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    await sandbox.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'error503', times: 1 });
    await page.goto('/en-US/user/service/0');
    await expect(page.getByText(copy['en-US']['cycle.Monthly'])).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('a 429 is waited out as Retry-After asks, and the service shows', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: SERVICE_INFO, status: 429 }]);
    await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    await sandbox.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'busy', retryAfterSeconds: 1, times: 1 });
    const answers: string[] = [];
    const asked: number[] = [];
    page.on('request', (request) => {
      if (SERVICE_INFO.test(request.url()) && request.method() === 'POST') asked.push(Date.now());
    });
    page.on('response', (response) => {
      if (SERVICE_INFO.test(response.url()) && response.request().method() === 'POST') answers.push(String(response.status()));
    });
    await page.goto('/en-US/user/service/0');
    await expect(page.getByText(copy['en-US']['cycle.Monthly'])).toBeVisible();
    expect(answers).toEqual(['429', '200']);
    // The second try came after the second asked for, not after the client's own 150–300 ms
    // backoff: the page could read Retry-After across origins.
    expect((asked[1] ?? 0) - (asked[0] ?? 0)).toBeGreaterThanOrEqual(900);
  });

  test('a provider that stays busy says so, and trying again works once it is not', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: SERVICE_INFO, status: 429 }]);
    await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }] });
    await sandbox.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'busy', retryAfterSeconds: 1, times: 4 });
    await page.goto('/zh-TW/user/service/0');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(copy['zh-TW']['error.ProviderBusy.title'], { timeout: 10_000 });
    await expect(alert).toContainText(copy['zh-TW']['error.ProviderBusy.hint']);
    await alert.getByRole('button', { name: copy['zh-TW']['action.retry'] }).click();
    await expect(page.getByText(copy['zh-TW']['cycle.Monthly'])).toBeVisible();
  });
});
