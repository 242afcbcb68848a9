import type { Page } from '@playwright/test';
import { CATALOG_MESSAGES, CUSTOMIZATION_MESSAGES, ORDER_MESSAGES } from '@qmj/contracts';
import config from '../playwright.config.js';
import { ADMIN, expect, logIn, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';

const PASSWORD = 'journeypass2026';
const DETAILS: Record<string, string> = {
  Address: '12 Rizal Street, Lipa City, Batangas',
  Contact: '09171234567',
  'Other Information': 'Blue gate',
  'Customer Name': 'Ana Cruz',
};
const LARGE_MUG = 'Custom Mug - Large';

// WebGL through SwiftShader (the CPU renderer): the configuration's flags, GPU or not, with SwiftShader allowed.
const baseArgs = (config.use?.launchOptions?.args ?? []).filter((arg) => arg !== '--disable-gpu');
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...baseArgs, '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  },
});

async function newCustomer(page: Page): Promise<string> {
  const customer = uniqueUsername();
  await registerCustomer(page, customer, PASSWORD);
  await logIn(page, customer, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  return customer;
}

/** The colour of the 3D canvas's middle pixel (the front of the mug), read back from the canvas itself. */
function middlePixel(page: Page): Promise<[number, number, number]> {
  return page
    .getByRole('application', { name: 'Your mug in 3D' })
    .locator('canvas')
    .evaluate((canvas) => {
      const source = canvas as HTMLCanvasElement;
      const copy = document.createElement('canvas');
      copy.width = source.width;
      copy.height = source.height;
      const context = copy.getContext('2d');
      if (!context) throw new Error('no 2D context');
      context.drawImage(source, 0, 0);
      const [red, green, blue] = context.getImageData(source.width / 2, source.height / 2, 1, 1).data;
      return [red, green, blue] as [number, number, number];
    });
}

async function chooseColour(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

test('a customer designs a mug in 3D, saves it, orders it; the order pages and the administrator show it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  // A real PNG to place on the mug.
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
  const customer = await newCustomer(page);

  await page.goto('/itemcustomization');
  await expect(page.getByRole('heading', { level: 1, name: 'Mug Customizer' })).toBeVisible();
  const webgl = await page.evaluate(() => document.createElement('canvas').getContext('webgl2') !== null);
  expect(webgl, 'this Chromium gives no WebGL even through SwiftShader: check the launch flags').toBe(true);
  await expect(page.getByText(CUSTOMIZATION_MESSAGES.noWebgl)).toHaveCount(0);
  const scene = page.getByRole('application', { name: 'Your mug in 3D' });
  await expect(scene.locator('canvas')).toBeVisible();

  // Two colours, two different pixels on the front of the mug.
  await chooseColour(page, 'Navy');
  await expect.poll(async () => (await middlePixel(page))[2]).toBeGreaterThan(60);
  const navy = await middlePixel(page);
  expect(navy[2]).toBeGreaterThan(navy[0]);
  await chooseColour(page, 'Yellow');
  await expect.poll(async () => (await middlePixel(page))[0]).toBeGreaterThan(navy[0] + 60);
  const yellow = await middlePixel(page);
  expect(yellow[0]).toBeGreaterThan(yellow[2]);

  // The arrow keys turn the mug: the picture changes.
  const before = await scene.locator('canvas').screenshot();
  await scene.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => Buffer.compare(await scene.locator('canvas').screenshot(), before)).not.toBe(0);

  // Size, text, font, style and a picture; a file that is not an image by its bytes is refused in the browser.
  await page.getByRole('group', { name: 'Size' }).getByText('L', { exact: true }).click();
  await page.getByLabel('Text', { exact: true }).fill('Happy Birthday Lola');
  await page.getByLabel('Font', { exact: true }).selectOption('Georgia');
  await page.getByText('Bold', { exact: true }).click();
  await page.getByText('Italic', { exact: true }).click();
  await page
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByText(CATALOG_MESSAGES.imageRequired)).toBeVisible();
  await page
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'lola.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('img', { name: 'The image on your mug' })).toBeVisible();
  await expect(page.getByText(CATALOG_MESSAGES.imageRequired)).toHaveCount(0);

  // Save: the preview is the canvas's PNG; the design shows in My designs.
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText(CUSTOMIZATION_MESSAGES.saved)).toBeVisible();
  const description = 'Yellow mug, size L · “Happy Birthday Lola” in Georgia, bold and italic · with a picture';
  const myDesigns = page.getByRole('list', { name: 'My designs' });
  const savedPreview = myDesigns.getByRole('img', { name: `Preview of the design: ${description}` });
  await expect(savedPreview).toBeVisible();
  await expect
    .poll(() => savedPreview.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // Order two of the large customizable mug with this design.
  await page.getByRole('button', { name: 'Order this mug' }).click();
  const order = page.getByRole('dialog', { name: 'Order this mug' });
  await expect(order).toContainText(LARGE_MUG);
  await order.getByLabel('Quantity', { exact: true }).fill('2');
  for (const [label, value] of Object.entries(DETAILS)) await order.getByLabel(label, { exact: true }).fill(value);
  await order.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(placed).toContainText(ORDER_MESSAGES.placed);
  await placed.getByRole('button', { name: 'Go to Pending' }).click();
  await expect(page).toHaveURL(/\/pending_main$/);

  // The customer's order page shows the design's preview.
  const card = page.getByRole('article', { name: LARGE_MUG });
  const customerPreview = card.getByRole('img', { name: `Your design for ${LARGE_MUG}` });
  await expect(customerPreview).toBeVisible();
  await expect
    .poll(() => customerPreview.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // Ordering the design again starts from the last order's delivery details (the profile has none).
  await page.goto('/itemcustomization');
  await page
    .getByRole('list', { name: 'My designs' })
    .getByRole('button', { name: `Open the design: ${description}` })
    .click();
  await page.getByRole('button', { name: 'Order this mug' }).click();
  const again = page.getByRole('dialog', { name: 'Order this mug' });
  for (const [label, value] of Object.entries(DETAILS)) {
    await expect(again.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();

  // The administrator's order details show the preview and give the print image, byte for byte.
  await page.getByRole('button', { name: customer }).click();
  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('menuitem', { name: 'Logout' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dashBoard$/);
  await page.goto('/orderRequest');
  await page.getByLabel('Search orders').fill(LARGE_MUG);
  const row = page.getByRole('row').filter({ hasText: customer }).filter({ hasText: LARGE_MUG });
  await row.getByRole('button', { name: /^View details/ }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  const adminPreview = details.getByRole('img', { name: 'Preview of the mug design' });
  await expect(adminPreview).toBeVisible();
  await expect
    .poll(() => adminPreview.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download print image' }).click();
  const printImage = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of printImage) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(picture)).toBe(true);
});

test('without WebGL the page says so, and the design is still saved with a flat preview', async ({ page }) => {
  // A browser that refuses every WebGL context, as an old phone or a blocked GPU does.
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      if (kind.startsWith('webgl') || kind === 'experimental-webgl') return null;
      return (getContext as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof getContext;
  });
  await newCustomer(page);
  await page.goto('/itemcustomization');
  await expect(page.getByText(CUSTOMIZATION_MESSAGES.noWebgl)).toBeVisible();
  await expect(page.getByRole('application', { name: 'Your mug in 3D' })).toHaveCount(0);
  const flat = page.getByRole('img', { name: 'Your mug, flat preview' });
  await expect(flat).toBeVisible();

  // A pixel of the mug's body above its text.
  const bodyPixel = () =>
    flat.evaluate((canvas) => {
      const source = canvas as HTMLCanvasElement;
      return Array.from(
        source.getContext('2d')?.getImageData(source.width / 2 - 20, source.height / 4, 1, 1).data ?? [],
      );
    });
  await chooseColour(page, 'Red');
  await expect.poll(async () => (await bodyPixel())[0]).toBeGreaterThan(150);
  const red = await bodyPixel();
  await chooseColour(page, 'Royal Blue');
  await expect.poll(async () => (await bodyPixel())[2]).toBeGreaterThan(150);
  const blue = await bodyPixel();
  expect(red[0]).toBeGreaterThan(red[2]);
  expect(blue[2]).toBeGreaterThan(blue[0]);

  await page.getByLabel('Text', { exact: true }).fill('Salamat');
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText(CUSTOMIZATION_MESSAGES.saved)).toBeVisible();
  const description = 'Royal Blue mug, size M · “Salamat” in Arial';
  const myDesigns = page.getByRole('list', { name: 'My designs' });
  await expect(myDesigns.getByRole('img', { name: `Preview of the design: ${description}` })).toBeVisible();

  // A change makes a new design; My designs opens the saved one again, ready to order.
  await chooseColour(page, 'Red');
  await page.getByLabel('Text', { exact: true }).fill('Another');
  await expect(page.getByRole('button', { name: 'Order this mug' })).toHaveCount(0);
  await myDesigns.getByRole('button', { name: `Open the design: ${description}` }).click();
  await expect(page.getByRole('button', { name: 'Royal Blue', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue('Salamat');
  await expect.poll(bodyPixel).toEqual(blue);
  await expect(page.getByRole('button', { name: 'Order this mug' })).toBeVisible();
});
