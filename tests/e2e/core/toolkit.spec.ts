/**
 * The fixtures' own promises (fixtures.ts): a failed response nobody named fails the test,
 * a named one passes, and a named one that never happens fails too. The failing cases
 * are marked `test.fail()`: Playwright passes them only if the fixture fails them.
 */
import { test, expect, copy } from '../fixtures.ts';

const SERVICE_INFO = /\/au\/api\/v1\/au\/info$/;

test.describe('failed responses', () => {
  test('a failure the test names passes', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: SERVICE_INFO, status: 500 }]);
    await logIn({ services: [{ status: 'Active' }] });
    // Four 500s: au/info is a safe read, tried once and repeated three times (decision 0016).
    await sandbox.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'error500', times: 4 });
    await page.goto('/en-US/user/service/0');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(copy['en-US']['error.ServerError.title']);
  });

  test('a failure nobody named fails the test, though the page handled it', async ({ page, logIn, sandbox }) => {
    test.fail();
    await logIn({ services: [{ status: 'Active' }] });
    // Four 500s: au/info is a safe read, tried once and repeated three times (decision 0016).
    await sandbox.fault({ pathPrefix: '/au/api/v1/au/info', mode: 'error500', times: 4 });
    await page.goto('/en-US/user/service/0');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(copy['en-US']['error.ServerError.title']);
  });

  test('a named failure that never happens fails the test (an allowance cannot outlive its fault)', async ({ page, expectFailedResponses }) => {
    test.fail();
    expectFailedResponses([{ method: 'POST', url: SERVICE_INFO, status: 500 }]);
    await page.goto('/en-US/help');
    await expect(page.getByRole('main')).toBeVisible();
  });
});
