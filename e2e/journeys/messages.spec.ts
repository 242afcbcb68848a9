// Messages between a customer and the business, in real time both ways (docs/messages.md): two browsers, one the
// customer's on the catalogue, one the administrator's inbox; neither reloads.
import type { Browser, Page } from '@playwright/test';
import { orderPagePath, PATHS } from '@qmj/contracts';
import { adminAuth, newCustomer } from '../support/accounts-api.js';
import { createProductPictured } from '../support/catalogue-api.js';
import { expect, logIn, logInAsAdmin, openAdminScreen, test } from '../support/fixtures.js';
import { placeCodOrder } from '../support/orders-api.js';

/** A page of its own (another browser's session) for `baseURL`. */
async function otherBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The customer's messages panel, opened from the header's launcher. */
async function openMessages(page: Page) {
  await page.getByRole('button', { name: /^Messages/ }).click();
  const panel = page.getByRole('dialog', { name: 'Messages' });
  await expect(panel).toBeVisible();
  return panel;
}

async function send(scope: ReturnType<Page['getByRole']>, text: string) {
  await scope.getByRole('textbox', { name: 'Your message' }).fill(text);
  await scope.getByRole('button', { name: 'Send' }).click();
}

test('a customer asks from the catalogue, the open inbox shows it, the reply reaches the open page, and the badges count and clear', async ({
  browser,
  page,
  request,
  system,
}) => {
  const customer = await newCustomer(request);
  await logInAsAdmin(page);
  await openAdminScreen(page, 'Messages');

  const shopper = await otherBrowser(browser, system.url);
  await logIn(shopper, customer.username, customer.password);
  await expect(shopper).toHaveURL(/\/home$/);
  await shopper.goto(PATHS.products);
  const panel = await openMessages(shopper);
  await send(panel, 'Hello! Is the 14th still free for a booking?');
  const conversation = panel.getByRole('list', { name: 'Conversation' });
  await expect(conversation).toContainText('Is the 14th still free for a booking?');
  // Before a person answers, the chat suggests the matching common answer.
  await expect(panel.getByRole('region', { name: 'Suggested answers' })).toContainText('How do I book an event?');

  // The administrator's inbox, open all along, shows the new conversation with its unread count.
  const inbox = page.getByRole('navigation', { name: 'Conversations' });
  const entry = inbox.getByRole('button', { name: `${customer.username}, 1 unread` });
  await expect(entry).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: 'Messages, 1 unread' }),
  ).toBeVisible();
  await entry.click();
  const open = page.getByRole('region', { name: `Conversation with ${customer.username}` });
  await expect(open).toContainText('Is the 14th still free for a booking?');
  await expect(inbox.getByRole('button', { name: customer.username, exact: true })).toBeVisible();
  await send(open, 'Yes, the 14th is free. You can book it from Book event.');

  // The reply reaches the customer's open panel; the customer's message shows as seen.
  await expect(conversation).toContainText('Yes, the 14th is free.');
  await expect(panel.getByText('Seen')).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Suggested answers' })).toHaveCount(0);

  // With the panel closed, a second reply raises the launcher's badge, and reading it clears it.
  await panel.getByRole('button', { name: 'Close messages' }).click();
  await send(open, 'We also have lights as an add-on.');
  await expect(shopper.getByRole('button', { name: 'Messages, 1 unread' })).toBeVisible();
  await openMessages(shopper);
  await expect(conversation).toContainText('We also have lights as an add-on.');
  await expect(shopper.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
});

test('a message about an order shows the order beside it, and nobody else reads the conversation', async ({
  browser,
  page,
  request,
  system,
}) => {
  const customer = await newCustomer(request);
  const product = await createProductPictured(page, request, {
    name: `Message Mug ${Date.now().toString(36)}`,
    stock: 5,
    unitPriceCentavos: 25000,
  });
  const order = await placeCodOrder(request, customer.auth, product.id, 'Maria Santos');

  const shopper = await otherBrowser(browser, system.url);
  await logIn(shopper, customer.username, customer.password);
  await expect(shopper).toHaveURL(/\/home$/);
  await shopper.goto(orderPagePath(order.id));
  await shopper.getByRole('button', { name: 'Ask about this order' }).click();
  const panel = shopper.getByRole('dialog', { name: 'Messages' });
  await expect(panel).toContainText(`About order ${order.transactionCode}`);
  await send(panel, 'Did you get my order? I need it by Friday.');
  await expect(panel.getByRole('link', { name: new RegExp(`Order ${order.transactionCode}`) })).toBeVisible();

  await logInAsAdmin(page);
  await openAdminScreen(page, 'Messages');
  await page.getByRole('button', { name: new RegExp(`^${customer.username}`) }).click();
  const linked = page.getByRole('complementary', { name: 'Linked order' });
  await expect(linked).toContainText(order.transactionCode);
  await expect(linked).toContainText(product.name);
  await expect(linked.getByRole('link', { name: 'Open in Product Request' })).toBeVisible();

  // Another customer reads only their own (empty) conversation, and never this one's pictures or messages.
  const stranger = await newCustomer(request);
  const theirs = await request.get('/api/messages', { headers: stranger.auth });
  expect(await theirs.json()).toMatchObject({ messages: [] });
  const { messages } = await (await request.get('/api/messages', { headers: customer.auth })).json();
  const picture = await request.get(`/api/messages/${messages[0].id}/pictures/0`, { headers: stranger.auth });
  expect(picture.status()).toBe(404);
  const inbox = await request.get('/api/admin/conversations', { headers: stranger.auth });
  expect(inbox.status()).toBe(403);
  expect((await request.get('/api/admin/conversations', { headers: await adminAuth(request) })).ok()).toBe(true);
});
