import { describe, expect, it } from '@jest/globals';
import { addOnSlotSchema, CATALOG_MESSAGES, productFieldsSchema, serviceFieldsSchema } from '@qmj/contracts';
import { centavosField, imageChoiceProblem, PESOS_EXAMPLE, PESOS_HINT, PESOS_INPUT, pesosText } from './form-values';

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

describe('the money rule: pesos, centavos allowed', () => {
  it('says so in the hint, with an example that has centavos', () => {
    expect(PESOS_HINT).toContain('centavos allowed');
    expect(PESOS_HINT).toContain(PESOS_EXAMPLE);
    expect(PESOS_EXAMPLE).toMatch(/^\d+\.\d[1-9]$/);
  });

  it('lets the price input step by one centavo', () => {
    expect(PESOS_INPUT.step * 100).toBe(1);
  });

  it("is accepted by every price of the contract's schemas: a product's, a service's and an add-on's", () => {
    const centavos = centavosField(PESOS_EXAMPLE);
    expect(centavos).toBe(21_075);
    expect(productFieldsSchema.shape.unitPrice.parse(centavos)).toBe(21_075);
    expect(serviceFieldsSchema.shape.lowPricing.parse(centavos)).toBe(21_075);
    expect(addOnSlotSchema.shape.price.parse(centavos)).toBe(21_075);
  });

  it('shows a saved price back in pesos, as it was typed', () => {
    expect(pesosText(21_075)).toBe(PESOS_EXAMPLE);
    expect(centavosField(pesosText(1_005))).toBe(1_005);
  });
});

describe('imageChoiceProblem', () => {
  it('asks for an image when adding and keeps the current one when editing', () => {
    expect(imageChoiceProblem({ file: null, problem: null }, true)).toBe(CATALOG_MESSAGES.fillRequired);
    expect(imageChoiceProblem({ file: null, problem: null }, false)).toBeNull();
    expect(imageChoiceProblem({ file: image, problem: null }, true)).toBeNull();
  });

  it('keeps the problem of a file that was refused, even where no image is needed', () => {
    expect(imageChoiceProblem({ file: null, problem: CATALOG_MESSAGES.imageTooLarge }, false)).toBe(
      CATALOG_MESSAGES.imageTooLarge,
    );
  });
});
