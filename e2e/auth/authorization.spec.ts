import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { storage } from '../support/ui';

test('/authorization signs in with the token the server hands over and drops it from the address', async ({
  page,
}) => {
  const { token } = await trpcMutation<{ token: string }>('auth.login', {
    username: ADMIN.username,
    password: ADMIN.newPassword,
  });
  await page.goto(`/authorization?authorization_token=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('page-heading')).toBeVisible();
  expect(page.url()).not.toContain(token);
  expect(await storage(page, 'AUTHORIZATION_TOKEN')).toBe(token);
  expect(JSON.parse((await storage(page, 'LOGGED_IN_USER'))!)).toMatchObject({ username: ADMIN.username });
  await page.goBack();
  expect(page.url()).not.toContain(token);
});

test('/authorization shows the error the server reports', async ({ page }) => {
  await page.goto('/authorization?error_message=Access%20denied%20by%20the%20provider');
  const error = page.getByTestId('authorization-error');
  await expect(error).toContainText('Something went wrong, please check and try again');
  await expect(error).toContainText('Access denied by the provider');
});

test('/activation with a bad token explains and offers the way back', async ({ page }) => {
  await page.goto('/activation?token=not-a-real-token');
  const error = page.getByTestId('activation-error');
  await expect(error).toContainText('Something went wrong, please check and try again');
  await error.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
