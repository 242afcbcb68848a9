import { describe, expect, it } from '@jest/globals';
import { ean13Bars, ean13Modules } from './ean13-pattern';

// Expected modules cross-checked against bwip-js (the server's barcode renderer).
const KNOWN: Record<string, string> = {
  '4006381333931': '10100011010100111010111101111010001001011001101010100001010000101000010111010010000101100110101',
  '5901234123457': '10100010110100111011001100100110111101001110101010110011011011001000010101110010011101000100101',
};

describe('ean13Modules', () => {
  it.each(Object.entries(KNOWN))('encodes %s with the standard L/G/R codes', (digits, modules) => {
    expect(ean13Modules(digits)).toBe(modules);
  });

  it('has 95 modules with the start, centre and end guards', () => {
    const modules = ean13Modules('9780201379624');
    expect(modules).toHaveLength(95);
    expect(modules.slice(0, 3)).toBe('101');
    expect(modules.slice(45, 50)).toBe('01010');
    expect(modules.slice(92)).toBe('101');
  });

  it('takes the first digit as the parity of the left half (0 is all L codes, like a UPC-A)', () => {
    // 0 + the UPC-A 036000291452: left digits in L code.
    expect(ean13Modules('0036000291452').slice(3, 10)).toBe('0001101');
    // 6 → LGGGLL: the sixth left digit is in L code (7 → 0111011).
    expect(ean13Modules('6123457000000').slice(38, 45)).toBe('0111011');
  });

  it('refuses anything but 13 digits', () => {
    expect(() => ean13Modules('123')).toThrow();
    expect(() => ean13Modules('40063813339a1')).toThrow();
  });
});

describe('ean13Bars', () => {
  it('joins adjacent bar modules and marks the guards', () => {
    const bars = ean13Bars('4006381333931');
    const width = bars.reduce((sum, bar) => sum + bar.width, 0);
    expect(width).toBe([...KNOWN['4006381333931']].filter((bit) => bit === '1').length);
    expect(bars[0]).toEqual({ start: 0, width: 1, guard: true });
    expect(bars.at(-1)).toEqual({ start: 94, width: 1, guard: true });
    expect(bars.filter((bar) => bar.guard)).toHaveLength(6);
  });
});
