import type { Page } from '@playwright/test';
import {
  CATALOG_MESSAGES,
  CUSTOMIZATION_MESSAGES,
  formatPesos,
  MAX_PAGE_SIZE,
  ORDER_MESSAGES,
  orderTotal,
  type Product,
  productPagePath,
  shippingFeeFor,
} from '@qmj/contracts';
import config from '../playwright.config.js';
import { ADMIN, expect, logIn, logOut, registerCustomer, test, uniqueUsername } from '../support/fixtures.js';

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

/** A customizable mug of the catalogue, by name, as the API gives it. */
async function catalogueMug(page: Page, name: string): Promise<Product> {
  const response = await page.request.get('/api/products', {
    params: { customizable: 'true', pageSize: String(MAX_PAGE_SIZE) },
  });
  expect(response.ok()).toBe(true);
  const mug = ((await response.json()).items as Product[]).find((product) => product.name === name);
  if (!mug) throw new Error(`the catalogue has no ${name}`);
  return mug;
}

/** The print label's size in pixels: 3.5 inches high at 300 dpi, the whole wrap round (docs/customizer.md). */
const PRINT_LABEL = { width: 3003, height: 1050 };

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
  // The 3D mug replaces its poster from the first interaction: pointing at the view.
  await page.locator('.mug-scene').hover();
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
  // The shipping fee of the address and the total show before placing; the API computes them again.
  const largeMug = await catalogueMug(page, LARGE_MUG);
  const fee = shippingFeeFor(DETAILS.Address);
  const total = orderTotal(largeMug.unitPrice, 2, fee);
  await expect(order.getByText(formatPesos(fee), { exact: true })).toBeVisible();
  await expect(order.getByText(formatPesos(total), { exact: true })).toBeVisible();
  // Both payment methods: GCash needs its receipt, as at the cart's checkout.
  await expect(order.getByRole('radio', { name: 'COD', exact: true })).toBeChecked();
  await order.getByRole('radio', { name: 'GCash' }).check();
  await order.getByRole('button', { name: 'Place Order' }).click();
  await expect(order).toContainText(ORDER_MESSAGES.receiptRequired);
  await order
    .getByLabel('GCash Receipt', { exact: true })
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: picture });
  await expect(order.getByRole('img', { name: 'Chosen GCash receipt' })).toBeVisible();
  await order.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(placed).toContainText(ORDER_MESSAGES.placed);
  await expect(placed).toContainText(formatPesos(total));
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
  await logOut(page, customer);
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

  // The print label: a PNG of the whole wrap at print size, the picture above the text on the front, yellow round.
  const labelDownload = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download print label' }).click();
  const label = await labelDownload;
  expect(label.suggestedFilename()).toMatch(/\.png$/);
  const labelChunks: Buffer[] = [];
  for await (const chunk of await label.createReadStream()) labelChunks.push(chunk as Buffer);
  const png = Buffer.concat(labelChunks);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  // The PNG header's width and height.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([PRINT_LABEL.width, PRINT_LABEL.height]);
  const seen = await page.evaluate(async (base64) => {
    // Decoded from its bytes (the page's CSP lets it fetch no data: address).
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D context');
    context.drawImage(bitmap, 0, 0);
    const pixel = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3));
    // Dark ink pixels in a band across the front's lower part (the text), and in the picture's place.
    const dark = (y: number, to: number) => {
      const { data } = context.getImageData(1100, y, 800, to - y);
      let count = 0;
      for (let index = 0; index < data.length; index += 4) if (data[index] < 90 && data[index + 2] < 90) count += 1;
      return count;
    };
    return {
      back: pixel(150, 525),
      pictureMiddle: pixel(1501, 378),
      textInk: dark(790, 900),
      belowText: dark(1000, 1040),
    };
  }, png.toString('base64'));
  // The back of the mug is the design's yellow; the front's middle is the picture, not the mug's colour.
  expect(seen.back[0]).toBeGreaterThan(200);
  expect(seen.back[2]).toBeLessThan(120);
  expect(seen.pictureMiddle).not.toEqual(seen.back);
  // The text's dark ink on the yellow mug, where the label writes it, and none under it.
  expect(seen.textInk).toBeGreaterThan(500);
  expect(seen.belowText).toBe(0);
});

/** The 3D view's box on the page (not the window), to see that it does not move. */
function viewBox(page: Page) {
  return page.locator('.mug-scene').evaluate((view) => {
    const box = view.getBoundingClientRect();
    return { top: box.top + window.scrollY, left: box.left, width: box.width, height: box.height };
  });
}

test('the mug is drawn at once as a poster; the 3D mug takes its place from the first interaction without a move', async ({
  page,
}) => {
  await newCustomer(page);
  await page.goto('/itemcustomization');
  // Before any interaction: the poster (the flat drawing) fills the view, and the 3D scene is not there even when idle.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mug-scene canvas.mug-poster')).toBeVisible();
  await expect(page.getByRole('application', { name: 'Your mug in 3D' })).toHaveCount(0);
  const posterBox = await viewBox(page);
  expect(posterBox.height).toBeCloseTo((posterBox.width * 3) / 4, 0);

  // The first interaction is Save itself: the save waits for the 3D mug and its preview, then the design is saved.
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText(CUSTOMIZATION_MESSAGES.saved)).toBeVisible();
  const scene = page.getByRole('application', { name: 'Your mug in 3D' });
  await expect(page.locator('canvas.mug-poster')).toHaveCount(0);
  await expect(scene.locator('canvas')).toBeVisible();
  expect(await viewBox(page)).toEqual(posterBox);
  const savedPreview = page
    .getByRole('list', { name: 'My designs' })
    .getByRole('img', { name: 'Preview of the design: White mug, size M' });
  await expect
    .poll(() => savedPreview.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
});

test('opened from a customizable product, the customizer starts at its size; the menu leads to it', async ({
  page,
}) => {
  await newCustomer(page);
  await page.getByRole('link', { name: 'Mug Customizer', exact: true }).click();
  await expect(page).toHaveURL(/\/itemcustomization$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mug Customizer' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();

  const largeMug = await catalogueMug(page, LARGE_MUG);
  await page.goto(productPagePath(largeMug.id));
  await page.getByRole('link', { name: 'Open the Mug Customizer' }).click();
  await expect(page).toHaveURL(new RegExp(`/itemcustomization\\?product=${largeMug.id}$`));
  await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'M', exact: true })).not.toBeChecked();
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
