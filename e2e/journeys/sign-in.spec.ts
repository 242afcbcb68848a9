import { ADMIN_SIDEBAR, AUTH_MESSAGES } from '@qmj/contracts';
import { ADMIN, expect, logIn, logOut, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';

const PASSWORD = 'journeypass2026';

test('a visitor registers, logs in and lands on the home page', async ({ page }) => {
  const username = uniqueUsername();
  await page.goto('/');
  await page.getByRole('link', { name: 'Create New Account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await registerCustomer(page, username, PASSWORD);

  await logIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Explore' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Our Services' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${username}!`)).toBeVisible();
  const services = page.getByRole('heading', { name: 'What we do' });
  const before = await services.boundingBox();
  // The welcome message hides itself after three seconds, and what lies below it stays where it was.
  await expect(page.getByText(`Welcome, ${username}!`)).toBeHidden({ timeout: 6000 });
  expect(await services.boundingBox()).toEqual(before);
});

test('registration refuses a taken username and explains the password rule', async ({ page }) => {
  const username = uniqueUsername();
  await registerCustomer(page, username, PASSWORD);
  await page.goto('/register');
  await page.getByLabel('Username').fill(username.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.passwordRule })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(AUTH_MESSAGES.usernameTaken).first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  // Another name: the refusal goes, and the availability check's answer for the new name is the only one shown.
  await page.getByLabel('Username').fill(uniqueUsername());
  await expect(page.getByText('Username is available')).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.usernameTaken)).toHaveCount(0);
});

test('the server’s refusal of a taken username shows at the name and goes once the name is edited', async ({
  page,
}) => {
  const taken = uniqueUsername();
  await registerCustomer(page, taken, PASSWORD);
  // The early check is made to miss the taken name, so the refusal is the server's, on submit (a 409).
  const check = '**/api/auth/username-available**';
  await page.route(check, (route) => route.fulfill({ json: { available: true } }));
  await page.goto('/register');
  const username = page.getByLabel('Username');
  await username.fill(taken);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.unroute(check);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  // Said once, at the name, and not beside "available".
  await expect(page.getByText(AUTH_MESSAGES.usernameTaken)).toHaveCount(1);
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Username is available')).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);

  await username.fill(uniqueUsername());
  await expect(page.getByText('Username is available')).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.usernameTaken)).toHaveCount(0);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
});

test('login explains a wrong password and an unknown account next to the form', async ({ page }) => {
  const username = uniqueUsername();
  await registerCustomer(page, username, PASSWORD);
  await logIn(page, username, 'wrongpassword1');
  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.invalidPassword })).toBeVisible();
  await logIn(page, uniqueUsername('nobody'), PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.accountMissing })).toBeVisible();
  await page.getByLabel('Username').fill('');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.fillBoth })).toBeVisible();
});

test('the administrator signs in to the dashboard with the Administrator sidebar', async ({ page }) => {
  await logIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dashBoard$/);
  const sidebar = page.getByRole('navigation', { name: 'Administrator' });
  await expect(sidebar.getByText('Administrator', { exact: true })).toBeVisible();
  for (const link of ADMIN_SIDEBAR) {
    await expect(sidebar.getByRole('link', { name: link.label })).toHaveAttribute('href', link.path);
  }
  await sidebar.getByRole('link', { name: 'Product List' }).click();
  await expect(page).toHaveURL(/\/productstable$/);
});

test('a customer who opens an administrator screen lands on the home page with a message', async ({ page }) => {
  const username = uniqueUsername();
  await registerCustomer(page, username, PASSWORD);
  await logIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/dashBoard');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(AUTH_MESSAGES.adminOnly)).toBeVisible();
});

test('an anonymous visitor who opens the catalogue lands on the login page', async ({ page }) => {
  await page.goto('/userproducts');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a session survives a reload and Logout ends it', async ({ page }) => {
  const username = uniqueUsername();
  await registerCustomer(page, username, PASSWORD);
  await logIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  const token = await page.evaluate(() => sessionStorage.getItem('qmj.token'));
  expect((await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  await logOut(page, username);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  // The server ended the session too: the old token is refused.
  expect((await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
});
