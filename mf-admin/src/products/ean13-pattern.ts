/**
 * The bars of an EAN-13 barcode, drawn in the browser for the Add dialog's preview (the server
 * draws the saved product's barcode with bwip-js). Standard encoding: start guard 101, six
 * digits in L or G code chosen by the first digit, centre guard 01010, six digits in R code,
 * end guard 101 — 95 modules in all.
 */

const L_CODES = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R_CODES = L_CODES.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const G_CODES = R_CODES.map((code) => [...code].reverse().join(''));

/** Which of the left six digits use the L or G code, by the first digit (which is not drawn as bars). */
const LEFT_PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

export const EAN13_START_GUARD = '101';
export const EAN13_CENTRE_GUARD = '01010';
export const EAN13_END_GUARD = '101';
export const EAN13_MODULES = 95;

/** The 95 modules ('1' a bar, '0' a space) of a 13-digit EAN-13 code. */
export function ean13Modules(digits: string): string {
  if (!/^\d{13}$/.test(digits)) throw new Error('an EAN-13 has exactly 13 digits');
  const values = [...digits].map(Number);
  const parity = LEFT_PARITY[values[0]];
  const left = values
    .slice(1, 7)
    .map((digit, index) => (parity[index] === 'L' ? L_CODES : G_CODES)[digit])
    .join('');
  const right = values
    .slice(7)
    .map((digit) => R_CODES[digit])
    .join('');
  return `${EAN13_START_GUARD}${left}${EAN13_CENTRE_GUARD}${right}${EAN13_END_GUARD}`;
}

export interface BarRun {
  /** The first module of the bar. */
  start: number;
  /** How many modules wide it is. */
  width: number;
  /** Guard bars are drawn longer than the digits' bars. */
  guard: boolean;
}

const GUARD_RANGES: [number, number][] = [
  [0, 3],
  [45, 50],
  [92, 95],
];

function isGuardModule(index: number): boolean {
  return GUARD_RANGES.some(([from, to]) => index >= from && index < to);
}

/** The modules joined into bars (adjacent '1's), each with its position and width: what an SVG draws. */
export function ean13Bars(digits: string): BarRun[] {
  const modules = ean13Modules(digits);
  const bars: BarRun[] = [];
  for (let index = 0; index < modules.length; index += 1) {
    if (modules[index] !== '1') continue;
    const guard = isGuardModule(index);
    const last = bars.at(-1);
    if (last && last.start + last.width === index && last.guard === guard) last.width += 1;
    else bars.push({ start: index, width: 1, guard });
  }
  return bars;
}
