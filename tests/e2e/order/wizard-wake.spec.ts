/**
 * order/place's first step is prerendered and React loads only when the visitor
 * touches the wizard (client:interaction). What the visitor does before then is kept.
 */
import { test, expect, copy, fill, recordScripts } from '../fixtures.ts';
import { choosePlan, nextStep } from '../ordering.ts';

// Templates filled as the page fills them (Chinese spacing added at interpolation).

/** React's DOM renderer and the wizard's own code. */
const WIZARD_CODE = /\/_astro\/(client|OrderWizard)\.[\w-]+\.js/;
/** order/place's own page script (the wizard's pre-wake bridge, the visitor panel, the retain popup). */
const PAGE_SCRIPT = /\/_astro\/place\.astro_astro_type_script[\w.-]+\.js/;


test.describe('the wizard before it wakes', () => {
  test('en-US: the plans and a total show without React; a plan tapped then is priced once it wakes', async ({ page }) => {
    const c = copy['en-US'];
    const scripts = recordScripts(page);
    await page.goto('/en-US/order/place');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('group', { name: /Skyline Pro/ }).getByRole('radio')).toHaveCount(4);
    await expect(page.getByRole('group', { name: /Skyline Standard/ }).getByRole('radio', { name: new RegExp(`^${c['cycle.Annually']}`) })).toBeChecked();
    await expect(page.getByText(fill(c['order.summary.totalIs'], { total: 'US$65.90' }))).toBeVisible();
    expect(scripts.filter((path) => WIZARD_CODE.test(path))).toEqual([]);
    await expect(page.locator('#order-wizard[data-awake]')).toHaveCount(0);

    await choosePlan(page, c, 'Skyline Pro', 'cycle.Monthly');
    await expect(page.locator('#order-wizard[data-awake]')).toHaveCount(1);
    await expect(page.getByText(fill(c['order.summary.totalIs'], { total: 'US$11.90' }))).toBeVisible();
    await expect(page.getByRole('group', { name: /Skyline Pro/ }).getByRole('radio', { name: new RegExp(`^${c['cycle.Monthly']}`) })).toBeChecked();
    expect(scripts.filter((path) => WIZARD_CODE.test(path)).length).toBeGreaterThan(0);
  });

  test('zh-CN: a plan and "Next" pressed while the wizard is still loading lead to step 2 with that plan', async ({ page }) => {
    const c = copy['zh-CN'];
    // A slow mobile network: the wizard's code takes its time to arrive.
    await page.route(WIZARD_CODE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/zh-CN/order/place');
    await choosePlan(page, c, 'Skyline Pro', 'cycle.Biennially');
    await nextStep(page, c);
    await expect(page.getByText(c['order.waking'])).toBeVisible();
    await expect(page.getByLabel(c['order.account.email'], { exact: true })).toBeVisible();
    await expect(page.getByText(c['order.waking'])).toBeHidden();
    await page.getByRole('button', { name: c['order.back'] }).click();
    await expect(page.getByRole('group', { name: /Skyline Pro/ }).getByRole('radio', { name: new RegExp(`^${c['cycle.Biennially']}`) })).toBeChecked();
  });

  test.describe('when its code cannot be downloaded', () => {
    test('zh-TW: "Next" says the connection failed, keeps the plan, and a retry goes on once it is back', async ({ page, expectFailedResponses }) => {
      expectFailedResponses([{ method: 'GET', url: /\/_astro\/OrderWizard\.[\w-]+\.js/, status: 'network' }, { method: 'GET', url: /\/_astro\/client\.[\w-]+\.js/, status: 'network' }]);
      const c = copy['zh-TW'];
      await page.route(WIZARD_CODE, (route) => route.abort('internetdisconnected'));
      await page.goto('/zh-TW/order/place');
      await choosePlan(page, c, 'Skyline Standard', 'cycle.Monthly');
      await nextStep(page, c);
      await expect(page.getByText(c['error.NetworkTrouble.hint'])).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('group', { name: /Skyline Standard/ }).getByRole('radio', { name: new RegExp(`^${c['cycle.Monthly']}`) })).toBeChecked();

      await page.unroute(WIZARD_CODE);
      await page.getByRole('button', { name: c['action.retry'] }).click();
      await expect(page.getByLabel(c['order.account.email'], { exact: true })).toBeVisible();
      await expect(page.getByText(c['error.NetworkTrouble.hint'])).toBeHidden();
    });
  });

  test('en-US: a returning visitor sees their own plan and coupon at once, priced when the wizard wakes', async ({ page }) => {
    const c = copy['en-US'];
    await page.goto('/en-US/order/place');
    await choosePlan(page, c, 'Skyline Standard', 'cycle.Semi-annually');
    await page.getByLabel(c['order.coupon.label']).fill('SKY15');
    await page.getByRole('button', { name: c['order.coupon.apply'] }).click();
    await expect(page.getByText(fill(c['order.coupon.applied'], { code: 'SKY15', discount: 'US$5.54' }))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: /Skyline Standard/ }).getByRole('radio', { name: new RegExp(`^${c['cycle.Semi-annually']}`) })).toBeChecked();
    await expect(page.getByLabel(c['order.coupon.label'])).toHaveValue('SKY15');
    await expect(page.getByText(fill(c['order.summary.totalIs'], { total: 'US$31.36' }))).toBeVisible();
  });
});

test.describe('the first tap on "Next" while the page wakes', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 915 } });

  test('zh-TW: a tap on "Next" before the page script and the wizard\'s code have arrived counts, once: step 2 with the plan shown', async ({ page }) => {
    const c = copy['zh-TW'];
    // A slow mobile network: the page's script and the wizard's code are still on their way
    // when the visitor taps. They arrive in the order they were asked for: the page's script
    // (asked for as the page is read) before the wizard's code (asked for by the tap).
    const held = [PAGE_SCRIPT, WIZARD_CODE].map((code) => {
      let release: () => void = () => {};
      const arrived = new Promise<void>((resolve) => {
        release = resolve;
      });
      return { code, arrived, release };
    });
    for (const { code, arrived } of held) {
      await page.route(code, async (route) => {
        await arrived;
        await route.continue();
      });
    }
    await page.goto('/zh-TW/order/place', { waitUntil: 'commit' });
    await choosePlan(page, c, 'Skyline Pro', 'cycle.Monthly');
    await page.getByRole('button', { name: c['order.next'] }).tap();
    held[0]?.release();
    await expect(page.locator('astro-island[data-wizard-bridged]')).toHaveCount(1);
    held[1]?.release();
    await expect(page.getByLabel(c['order.account.email'], { exact: true })).toBeVisible();
    await expect(page.getByText(fill(c['order.stepOf'], { step: 2, total: 4 }))).toBeAttached();
    await page.getByRole('button', { name: c['order.back'] }).click();
    await expect(page.getByRole('group', { name: /Skyline Pro/ }).getByRole('radio', { name: new RegExp(`^${c['cycle.Monthly']}`) })).toBeChecked();
  });
});
