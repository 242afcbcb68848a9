import { describe, expect, it } from '@jest/globals';
import { CATALOG_MESSAGES } from '@qmj/contracts';
import { centavosField, imageProblem } from './form-values';

const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'mug.png', { type: 'image/png' });

describe('centavosField', () => {
  it('turns pesos into centavos, rounded to the centavo', () => {
    expect(centavosField('250')).toBe(25_000);
    expect(centavosField(' 1499.5 ')).toBe(149_950);
    expect(centavosField('0.125')).toBe(13);
  });

  it('keeps a blank blank and passes anything else on for the schema to refuse', () => {
    expect(centavosField('  ')).toBe('');
    expect(centavosField('abc')).toBe('abc');
    expect(centavosField('-5')).toBe(-500);
  });
});

describe('imageProblem', () => {
  it('asks for an image when adding and keeps the current one when editing', () => {
    expect(imageProblem(null, true)).toBe(CATALOG_MESSAGES.fillRequired);
    expect(imageProblem(null, false)).toBeNull();
    expect(imageProblem(image, true)).toBeNull();
  });

  it('wants an image file', () => {
    expect(imageProblem(new File(['x'], 'a.txt', { type: 'text/plain' }), false)).toBe(CATALOG_MESSAGES.imageRequired);
  });
});
