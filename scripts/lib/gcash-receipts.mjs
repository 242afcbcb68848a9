// GCash-like receipts drawn with known values, for the API's tests and the reading bench (docs/receipts.md,
// "Test receipts and the accuracy bench"). Every letter is drawn as the outline of a glyph from a font shipped in an
// npm package, so a receipt is the same picture on a machine without system fonts.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { formatPesos, formatReferenceNumber } from '@qmj/contracts';
import { seededRandom } from './seeded-random.mjs';
import { ROOT } from './workspaces.mjs';

// sharp, fontkit and the fonts are the API's dependencies: resolved from there, wherever npm put them.
const apiRequire = createRequire(join(ROOT, 'services/api/package.json'));
const sharp = apiRequire('sharp');
const fontkit = apiRequire('fontkit');

/** Each font's regular and bold files; Roboto's ₱ is in its latin-ext file, so a face is a list searched in order. */
const FONT_FILES = {
  roboto: {
    regular: ['latin-400', 'latin-ext-400'].map((subset) => `@fontsource/roboto/files/roboto-${subset}-normal.woff2`),
    bold: ['latin-700', 'latin-ext-700'].map((subset) => `@fontsource/roboto/files/roboto-${subset}-normal.woff2`),
  },
  'dejavu-sans': {
    regular: ['dejavu-fonts-ttf/ttf/DejaVuSans.ttf'],
    bold: ['dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'],
  },
  'dejavu-sans-condensed': {
    regular: ['dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'],
    bold: ['dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'],
  },
};

export const RECEIPT_FONTS = Object.keys(FONT_FILES);
export const RECEIPT_LAYOUTS = ['sent-via-gcash', 'express-send'];
export const RECEIPT_VARIANTS = ['png', 'jpeg', 'photo'];

/** The receipt of the example, for a test that needs one and does not care which. */
export const EXAMPLE_RECEIPT = {
  amount: 480_000,
  referenceNumber: '1234567890123',
  paidAt: '2026-11-26T15:45:00+08:00',
  recipientNumber: '0917***4567',
  recipientName: 'JU**N D.',
};

/** GCash's own look: its blue, dark ink on white, no noise. */
export const PLAIN_STYLE = {
  layout: 'sent-via-gcash',
  font: 'roboto',
  textScale: 1,
  accent: '#007DFE',
  ink: '#1F2937',
  paper: '#FFFFFF',
  noise: 0,
  seed: 1,
};

/** A phone screen in dp (Android's density-independent pixels): every layout is drawn 360 wide and scaled. */
const SCREEN_DP = 360;
const SCREEN_SIZE = { width: 720, height: 1440 };
const PHOTO_SIZE = { width: 1200, height: 1600 };
const MUTED = '#6B7280';
const RULE = '#E5E7EB';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const faces = new Map();

/** The fontkit fonts of `font` in `weight`, opened once. */
function face(font, weight) {
  const key = `${font} ${weight}`;
  if (!faces.has(key)) {
    const files = FONT_FILES[font][weight];
    faces.set(
      key,
      files.map((file) => fontkit.openSync(apiRequire.resolve(file))),
    );
  }
  return faces.get(key);
}

/** `text` as one SVG path of glyph outlines, its baseline at y = 0 from x = 0, and its width, at `size` dp. */
function outline(text, fonts, size) {
  let x = 0;
  let d = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0);
    const font = fonts.find((candidate) => candidate.hasGlyphForCodePoint(codePoint));
    if (!font) throw new Error(`no receipt font draws ${JSON.stringify(character)}`);
    const glyph = font.glyphForCodePoint(codePoint);
    const scale = size / font.unitsPerEm;
    d += glyph.path.scale(scale, -scale).translate(x, 0).toSVG();
    x += glyph.advanceWidth * scale;
  }
  return { d, width: x };
}

/** `0917***4567` as a receipt shows it: `+63 917 *** 4567`. */
function shownNumber(masked) {
  return masked.replace(/^0(\d{3})\*+(\d{4})$/, '+63 $1 *** $2');
}

/** `2026-11-26T15:45:00+08:00` as a receipt shows it: `Nov 26, 2026 3:45 PM`. */
function shownDate(paidAt) {
  const [, year, month, day, hour, minute] = paidAt.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/).map(Number);
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[month - 1]} ${day}, ${year} ${clock}`;
}

/**
 * A screen's drawing in dp: shapes, and text placed by its anchor. Labels and values share a row when they fit
 * side by side and take two lines when they do not (a larger text size or a wider font), as a phone wraps them.
 */
class Screen {
  constructor(style) {
    this.style = style;
    this.parts = [];
  }

  shape(markup) {
    this.parts.push(markup);
  }

  /** Where the next part goes, so that a shape sized by what follows (a card) can be put under it later. */
  mark() {
    return this.parts.length;
  }

  shapeUnder(at, ...markup) {
    this.parts.splice(at, 0, ...markup);
  }

  measure(text, { size, bold = false }) {
    return outline(text, face(this.style.font, bold ? 'bold' : 'regular'), size * this.style.textScale);
  }

  text(text, { x, y, size, bold = false, colour = this.style.ink, anchor = 'start' }) {
    const { d, width } = this.measure(text, { size, bold });
    const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
    this.parts.push(`<path transform="translate(${left.toFixed(2)} ${y})" fill="${colour}" d="${d}"/>`);
  }

  /** A label on the left and its value on the right between x0 and x1; returns the y of the next row. */
  row(label, value, { y, x0 = 32, x1 = SCREEN_DP - 32, labelFont, valueFont }) {
    const size = Math.max(labelFont.size, valueFont.size) * this.style.textScale;
    const fits = this.measure(label, labelFont).width + this.measure(value, valueFont).width + 24 <= x1 - x0;
    this.text(label, { x: x0, y, colour: MUTED, ...labelFont });
    const valueY = fits ? y : y + size * 1.4;
    this.text(value, { x: x1, y: valueY, anchor: 'end', ...valueFont });
    return valueY + size * 2.2;
  }

  rule(y) {
    this.shape(`<line x1="32" y1="${y}" x2="${SCREEN_DP - 32}" y2="${y}" stroke="${RULE}" stroke-width="1"/>`);
  }

  statusBar() {
    this.shape(`<rect width="${SCREEN_DP}" height="24" fill="${this.style.accent}"/>`);
    this.text('9:41', { x: 16, y: 17, size: 12, bold: true, colour: '#FFFFFF' });
    for (const [index, height] of [4, 6, 8, 10].entries()) {
      this.shape(`<rect x="${298 + index * 4}" y="${17 - height}" width="3" height="${height}" fill="#FFFFFF"/>`);
    }
    this.shape(`<rect x="318" y="8" width="22" height="10" rx="2" fill="none" stroke="#FFFFFF" stroke-width="1.2"/>`);
    this.shape(`<rect x="320" y="10" width="15" height="6" fill="#FFFFFF"/>`);
  }

  tick(cx, cy, radius) {
    this.shape(`<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${this.style.accent}"/>`);
    const arm = radius / 2;
    this.shape(
      `<polyline points="${cx - arm},${cy} ${cx - arm / 3},${cy + arm * 0.7} ${cx + arm},${cy - arm * 0.6}" fill="none" stroke="#FFFFFF" stroke-width="${radius / 6}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  button(label, { x, y, width, filled }) {
    const { accent } = this.style;
    this.shape(
      `<rect x="${x}" y="${y}" width="${width}" height="44" rx="22" fill="${filled ? accent : 'none'}" stroke="${accent}" stroke-width="1.5"/>`,
    );
    this.text(label, {
      x: x + width / 2,
      y: y + 28,
      size: 15,
      bold: true,
      colour: filled ? '#FFFFFF' : accent,
      anchor: 'middle',
    });
  }
}

/** The receipt GCash shows after a send to a GCash account: a card under a blue band, as tall as its rows. */
function sentViaGcash(screen, receipt) {
  const { accent } = screen.style;
  const total = formatPesos(receipt.amount);
  screen.shape(`<rect y="24" width="${SCREEN_DP}" height="132" fill="${accent}"/>`);
  screen.text('GCash', { x: SCREEN_DP / 2, y: 66, size: 24, bold: true, colour: '#FFFFFF', anchor: 'middle' });
  const card = screen.mark();
  screen.tick(SCREEN_DP / 2, 128, 24);
  screen.text(receipt.recipientName, { x: SCREEN_DP / 2, y: 186, size: 18, bold: true, anchor: 'middle' });
  const number = shownNumber(receipt.recipientNumber);
  screen.text(number, { x: SCREEN_DP / 2, y: 210, size: 14, colour: MUTED, anchor: 'middle' });
  screen.text('Sent via GCash', { x: SCREEN_DP / 2, y: 236, size: 13, colour: accent, anchor: 'middle' });
  screen.rule(256);
  let y = screen.row('Amount', total.slice(1), { y: 288, labelFont: { size: 14 }, valueFont: { size: 14 } });
  y = screen.row('Total Amount Sent', total, {
    y,
    labelFont: { size: 15, bold: true },
    valueFont: { size: 20, bold: true },
  });
  screen.rule(y - 14);
  y = screen.row(`Ref No. ${formatReferenceNumber(receipt.referenceNumber)}`, shownDate(receipt.paidAt), {
    y: y + 16,
    labelFont: { size: 12 },
    valueFont: { size: 12 },
  });
  const bottom = y - 6;
  screen.shapeUnder(
    card,
    `<rect x="19" y="93" width="328" height="${bottom - 88}" rx="14" fill="#000000" opacity="0.06"/>`,
    `<rect x="16" y="88" width="328" height="${bottom - 88}" rx="14" fill="#FFFFFF"/>`,
  );
  screen.button('Share', { x: 16, y: bottom + 28, width: 156, filled: false });
  screen.button('Done', { x: 188, y: bottom + 28, width: 156, filled: true });
  screen.shape(`<rect x="16" y="${bottom + 96}" width="328" height="64" rx="10" fill="${accent}" opacity="0.08"/>`);
  screen.text('Pay bills, buy load and more', { x: 32, y: bottom + 122, size: 13, bold: true });
  screen.text('all in one app', { x: 32, y: bottom + 144, size: 12, colour: MUTED });
}

/** The older Express Send receipt: a title bar, the amount in large and one row per detail. */
function expressSend(screen, receipt) {
  const { accent } = screen.style;
  const total = formatPesos(receipt.amount);
  screen.shape(`<rect y="24" width="${SCREEN_DP}" height="56" fill="${accent}"/>`);
  screen.shape(
    `<polyline points="30,44 20,52 30,60" fill="none" stroke="#FFFFFF" stroke-width="2.5" stroke-linecap="round"/>`,
  );
  screen.shape(`<line x1="21" y1="52" x2="38" y2="52" stroke="#FFFFFF" stroke-width="2.5" stroke-linecap="round"/>`);
  screen.text('Express Send', { x: 56, y: 58, size: 18, bold: true, colour: '#FFFFFF' });
  screen.tick(SCREEN_DP / 2, 132, 28);
  screen.text('You have sent', { x: SCREEN_DP / 2, y: 192, size: 14, colour: MUTED, anchor: 'middle' });
  screen.text(total, { x: SCREEN_DP / 2, y: 232, size: 30, bold: true, anchor: 'middle' });
  screen.text('to', { x: SCREEN_DP / 2, y: 258, size: 14, colour: MUTED, anchor: 'middle' });
  screen.text(receipt.recipientName, { x: SCREEN_DP / 2, y: 284, size: 17, bold: true, anchor: 'middle' });
  screen.text(shownNumber(receipt.recipientNumber), {
    x: SCREEN_DP / 2,
    y: 306,
    size: 14,
    colour: MUTED,
    anchor: 'middle',
  });
  screen.rule(326);
  const detail = { labelFont: { size: 14 }, valueFont: { size: 14 } };
  let y = screen.row('Amount', total.slice(1), { y: 356, ...detail });
  y = screen.row('Total Amount Sent', total, { y, labelFont: { size: 14 }, valueFont: { size: 15, bold: true } });
  y = screen.row('Ref. No.', formatReferenceNumber(receipt.referenceNumber), { y, ...detail });
  y = screen.row('Date', shownDate(receipt.paidAt), { y, ...detail });
  screen.rule(y - 10);
  screen.button('Back to Home', { x: 32, y: y + 24, width: 296, filled: true });
}

const LAYOUTS = { 'sent-via-gcash': sentViaGcash, 'express-send': expressSend };

/** The screen of `receipt` as SVG, `width` × `height` pixels; text only as outlines (no <text>, no system font). */
export function receiptSvg(receipt, style = PLAIN_STYLE, { width, height } = SCREEN_SIZE) {
  const screen = new Screen(style);
  screen.statusBar();
  LAYOUTS[style.layout](screen, receipt);
  const dpHeight = (height * SCREEN_DP) / width;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${SCREEN_DP} ${dpHeight}"><rect width="${SCREEN_DP}" height="${dpHeight}" fill="${style.paper}"/>${screen.parts.join('')}</svg>`;
}

const between = (random, low, high) => low + random() * (high - low);
const whole = (random, low, high) => Math.floor(between(random, low, high + 1));
const pick = (random, items) => items[whole(random, 0, items.length - 1)];
const digits = (random, count) => Array.from({ length: count }, () => whole(random, 0, 9)).join('');

/** Uniform grey noise of ±`amount` on every pixel of a raw RGB image, in place. */
function addNoise(pixels, amount, random) {
  if (amount === 0) return pixels;
  for (let index = 0; index < pixels.length; index += 3) {
    const offset = (random() * 2 - 1) * amount;
    for (let channel = 0; channel < 3; channel += 1) pixels[index + channel] += offset;
  }
  return pixels;
}

/** Raw RGB pixels with their size, from a sharp pipeline. */
async function rawPixels(image) {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    pixels: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

const fromRaw = ({ pixels, width, height }) =>
  sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length), { raw: { width, height, channels: 3 } });

/** The screen as raw pixels with the style's noise. */
async function screenPixels(receipt, style, size) {
  const screen = await rawPixels(
    sharp(Buffer.from(receiptSvg(receipt, style, size))).flatten({ background: style.paper }),
  );
  addNoise(screen.pixels, style.noise, seededRandom(style.seed));
  return screen;
}

/** The steps of a photo pass PNGs between them uncompressed: only the final JPEG is kept. */
const UNPACKED = { compressionLevel: 0 };

const SURFACES = [
  ['#8B6B4A', '#5E4631'],
  ['#C9C4BC', '#8F8A83'],
  ['#3B4252', '#1F232B'],
  ['#D8CFC0', '#A39A8A'],
];

/**
 * The screen photographed with another phone: in its bezel, scaled, turned a few degrees, on a table, a little out
 * of focus and saved as a messaging app would (JPEG).
 */
async function photographed(receipt, style, { width, height }) {
  const random = seededRandom(style.seed ^ 0x5eed);
  const screen = await fromRaw(await screenPixels(receipt, style, SCREEN_SIZE))
    .png(UNPACKED)
    .toBuffer();
  const bezel = { side: 28, end: 70 };
  const phone = {
    width: SCREEN_SIZE.width + bezel.side * 2,
    height: SCREEN_SIZE.height + bezel.end * 2,
  };
  const body = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${phone.width}" height="${phone.height}"><rect width="${phone.width}" height="${phone.height}" rx="64" fill="#121316"/></svg>`,
    ),
  )
    .composite([{ input: screen, left: bezel.side, top: bezel.end }])
    .png(UNPACKED)
    .toBuffer();
  const angle = between(random, 1.5, 5) * (random() < 0.5 ? -1 : 1);
  const radians = (Math.abs(angle) * Math.PI) / 180;
  const turnedWidth = phone.width * Math.cos(radians) + phone.height * Math.sin(radians);
  const turnedHeight = phone.width * Math.sin(radians) + phone.height * Math.cos(radians);
  const scale = Math.min(width / turnedWidth, height / turnedHeight) * between(random, 0.8, 0.95);
  const scaled = await sharp(body)
    .resize(Math.round(phone.width * scale))
    .png(UNPACKED)
    .toBuffer();
  const turned = await sharp(scaled)
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png(UNPACKED)
    .toBuffer({ resolveWithObject: true });
  const [near, far] = pick(random, SURFACES);
  const table = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="light" cx="${between(random, 0.3, 0.7)}" cy="${between(random, 0.3, 0.7)}" r="0.9"><stop offset="0" stop-color="${near}"/><stop offset="1" stop-color="${far}"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#light)"/></svg>`;
  const left = Math.round((width - turned.info.width) * between(random, 0.3, 0.7));
  const top = Math.round((height - turned.info.height) * between(random, 0.3, 0.7));
  const scene = await sharp(Buffer.from(table))
    .composite([{ input: turned.data, left, top }])
    .png(UNPACKED)
    .toBuffer();
  const photo = await rawPixels(
    sharp(scene)
      .blur(between(random, 0.6, 1.2))
      .modulate({ brightness: between(random, 0.9, 1.05) }),
  );
  addNoise(photo.pixels, between(random, 2, 6), random);
  return fromRaw(photo)
    .jpeg({ quality: whole(random, 60, 80) })
    .toBuffer();
}

/**
 * `receipt` drawn in `style` as a `variant`: a PNG screenshot, the same screenshot as a JPEG (re-saved by a chat
 * app), or a JPEG photo of the phone showing it. `width` and `height` are the picture's (a screenshot's default is
 * a 720 × 1440 phone screen, a photo's 1200 × 1600).
 */
export async function drawReceipt(receipt, { variant = 'png', style = PLAIN_STYLE, width, height } = {}) {
  const size = variant === 'photo' ? PHOTO_SIZE : SCREEN_SIZE;
  const asked = { width: width ?? size.width, height: height ?? size.height };
  if (variant === 'photo') return photographed(receipt, style, asked);
  const screen = fromRaw(await screenPixels(receipt, style, asked));
  if (variant === 'png') return screen.png().toBuffer();
  return screen.jpeg({ quality: whole(seededRandom(style.seed), 70, 92) }).toBuffer();
}

const FIRST_NAMES = ['JUAN', 'MARIA', 'JOSE', 'ANGELICA', 'MARK', 'KRISTINE', 'RICARDO', 'LIZA', 'ROMMEL', 'JENNIFER'];
const NETWORK_PREFIXES = ['917', '918', '905', '927', '995', '966', '977', '915'];
const ACCENTS = ['#007DFE', '#005CE5', '#0B63E5', '#2F6BFF'];
const INKS = ['#1F2937', '#111827', '#2E2E2E'];
const PAPERS = ['#FFFFFF', '#F4F7FB', '#EEF3FA'];

/** An amount as shops are paid: whole hundreds, pesos and centavos, small sums and large ones. */
function sampleAmount(random) {
  const kind = random();
  if (kind < 0.35) return whole(random, 5, 150) * 10_000;
  if (kind < 0.65) return whole(random, 1_000, 2_000_000);
  if (kind < 0.85) return whole(random, 2_000, 99_999);
  return whole(random, 1_000_000, 9_999_999);
}

/** `JUAN` and `D` as GCash masks a name: `JU*N D.`. */
function maskedName(first, initial) {
  return `${first.slice(0, 2)}${'*'.repeat(first.length - 3)}${first.at(-1)} ${initial}.`;
}

/** A date and time in 2025–2026, to the minute, in Manila time. */
function samplePaidAt(random) {
  const instant = new Date(Date.UTC(2025, 0, 1) + whole(random, 0, 729) * 86_400_000);
  const date = instant.toISOString().slice(0, 10);
  const clock = `${String(whole(random, 0, 23)).padStart(2, '0')}:${String(whole(random, 0, 59)).padStart(2, '0')}`;
  return `${date}T${clock}:00+08:00`;
}

/** A receipt with values and a look drawn from `seed`: the same seed gives the same receipt. */
export function sampleReceipt(seed) {
  const random = seededRandom(seed);
  const receipt = {
    amount: sampleAmount(random),
    referenceNumber: `${whole(random, 1, 9)}${digits(random, 12)}`,
    paidAt: samplePaidAt(random),
    recipientNumber: `0${pick(random, NETWORK_PREFIXES)}***${digits(random, 4)}`,
    recipientName: maskedName(pick(random, FIRST_NAMES), String.fromCharCode(whole(random, 65, 90))),
  };
  const style = {
    layout: pick(random, RECEIPT_LAYOUTS),
    font: pick(random, RECEIPT_FONTS),
    textScale: between(random, 0.9, 1.12),
    accent: pick(random, ACCENTS),
    ink: pick(random, INKS),
    paper: pick(random, PAPERS),
    noise: whole(random, 0, 10),
    seed,
  };
  return { receipt, style };
}
