/**
 * Followed creators (docs/product/activity.md §2 followed-creators, §4): anna unfollows a creator and takes it back,
 * a failing service says so, lukas (at) follows one, heidi (ch) none (the empty state).
 */
import { test, expect, expectReflow } from './fixtures.ts';
import { addFault, loginTo } from './orderHelpers.ts';

test('anna (de) unfollows a creator and takes it back; a failing service changes nothing', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'anna', 'followed-creators');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Anja Reiter', 'Tom Berger']);
  await a11y('followed creators');
  await expectReflow(page, 'followed creators');

  await page.getByRole('button', { name: 'Anja Reiter nicht mehr folgen' }).click();
  await expect(page.getByText('Sie folgen Anja Reiter nicht mehr.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Tom Berger']);
  await a11y('creator unfollowed');
  await page.getByRole('button', { name: 'Anja Reiter wieder folgen' }).click();
  await expect(page.getByText('Sie folgen Anja Reiter wieder.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Anja Reiter', 'Tom Berger']);

  await addFault(request, { service: 'socialLiveCommerce', method: 'DELETE', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Tom Berger nicht mehr folgen' }).click();
  await expect(page.getByText('Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Anja Reiter', 'Tom Berger']);
  await a11y('unfollow failed');
});

test('keyboard: unfollowing puts the focus on the undo; undoing puts it back on the creator', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'followed-creators');
  await page.getByRole('button', { name: 'Anja Reiter nicht mehr folgen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Anja Reiter wieder folgen' })).toBeFocused();
  await a11y('creator unfollowed, the undo focused');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sie folgen Anja Reiter wieder.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anja Reiter nicht mehr folgen' })).toBeFocused();
});

test('lukas (at) follows one creator; heidi (ch) none yet', async ({ page, a11y }) => {
  await loginTo(page, 'lukas', 'followed-creators');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Lisa Sommer']);
  await page.context().clearCookies();
  await loginTo(page, 'heidi', 'followed-creators');
  await expect(page.getByText(/Sie folgen noch niemandem/)).toBeVisible();
  await a11y('no creators');
});

test('anna takes back the unfollow of the creator she followed first: the first date and place come back, after a reload too', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'followed-creators');
  const creators = page.getByRole('main').getByRole('listitem');
  await expect(creators).toHaveCount(2);
  const before = await creators.allInnerTexts();
  expect(before[1]).toContain('Tom Berger');

  await page.getByRole('button', { name: 'Tom Berger nicht mehr folgen' }).click();
  await expect(page.getByText('Sie folgen Tom Berger nicht mehr.')).toBeVisible();
  await page.getByRole('button', { name: 'Tom Berger wieder folgen' }).click();
  await expect(page.getByText('Sie folgen Tom Berger wieder.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Anja Reiter', 'Tom Berger']);
  expect(await creators.allInnerTexts()).toEqual(before);
  await a11y('unfollow taken back');

  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Anja Reiter', 'Tom Berger']);
  expect(await creators.allInnerTexts()).toEqual(before);
  await expectReflow(page, 'followed creators after the undo');
});
