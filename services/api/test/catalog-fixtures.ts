// Shared by the catalogue, media and report specs: sessions, images drawn in memory, products
// made through the API, and the Debian tools the specs read barcodes and PDFs with.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { ADMIN, createTestApp, registerUser, type TestApp } from './test-app.js';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function adminToken(t: TestApp): Promise<string> {
  const response = await t.http().post('/api/auth/login').send(ADMIN);
  if (response.status !== 201 && response.status !== 200) throw new Error(`admin login failed: ${response.status}`);
  return response.body.accessToken;
}

export async function customerToken(t: TestApp): Promise<string> {
  return (await registerUser(t)).token;
}

/** A fresh app on its own database, with the administrator's session and a new customer's. */
export async function startWithAdminAndCustomer(): Promise<{ t: TestApp; admin: string; customer: string }> {
  const t = await createTestApp();
  return { t, admin: await adminToken(t), customer: await customerToken(t) };
}

/** A small real PNG of one colour. */
export function pngImage(shade = 120, size = 8): Buffer {
  const image = new PNG({ width: size, height: size });
  for (let i = 0; i < image.data.length; i += 4) {
    image.data[i] = shade;
    image.data[i + 1] = 255 - shade;
    image.data[i + 2] = 90;
    image.data[i + 3] = 255;
  }
  return PNG.sync.write(image);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, decodable PNG of about 6.8 MB (random RGBA pixels, stored uncompressed). Encoded here
 * with node:zlib: pngjs's encoder is very slow inside Jest's module sandbox.
 */
export function largePng(size = 1300): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) rows.push(Buffer.from([0]), randomBytes(size * 4));
  const pixels = deflateSync(Buffer.concat(rows), { level: 0 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface ProductInput {
  categoryId: number | string;
  sizeId: number | string;
  name: string;
  description: string;
  stock: number | string;
  unitPrice: number | string;
  ships?: string;
  stockWas?: number;
}

export async function createCategory(t: TestApp, token: string, name: string): Promise<{ id: number; name: string }> {
  const response = await t.http().post('/api/categories').set(bearer(token)).send({ name });
  if (response.status !== 201) throw new Error(`category failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Sends the product form as multipart, the way the admin dialog does; omitted fields are not sent. */
export function sendProduct(
  t: TestApp,
  token: string,
  fields: Partial<ProductInput>,
  options: { id?: number; image?: Buffer | null; filename?: string } = {},
) {
  let request = options.id ? t.http().patch(`/api/products/${options.id}`) : t.http().post('/api/products');
  request = request.set(bearer(token));
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) request = request.field(name, String(value));
  }
  const image = options.image === undefined ? (options.id ? null : pngImage()) : options.image;
  if (image) request = request.attach('image', image, options.filename ?? 'picture.png');
  return request;
}

export async function createProduct(t: TestApp, token: string, fields: ProductInput, image = pngImage()) {
  const response = await sendProduct(t, token, fields, { image });
  if (response.status !== 201) throw new Error(`product failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A Debian tool the spec needs: missing, the spec fails with the one line that installs it (never skips). */
export function requireTool(path: string, pkg: string): string {
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: run \`sudo apt-get install -y ${pkg}\` (or \`npm test\`, which installs it) and try again.`,
    );
  }
  return path;
}

export function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return result.stdout;
}
