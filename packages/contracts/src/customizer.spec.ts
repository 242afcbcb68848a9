import { describe, expect, it } from '@jest/globals';
import { CUSTOMIZATION_MESSAGES, describeDesign, MUG_COLORS, MUG_TEXT_MAX_LENGTH, mugColorName } from './customizer.js';
import { customizationFieldsSchema } from './customizer-schemas.js';

const fields = { size: 'L', color: '#000080', text: 'Hi', font: 'Verdana', bold: 'true', italic: false };

function problem(input: object): string | undefined {
  const result = customizationFieldsSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the palette', () => {
  it('has 30 distinct colours as #rrggbb', () => {
    expect(MUG_COLORS).toHaveLength(30);
    expect(new Set(MUG_COLORS.map((color) => color.hex)).size).toBe(30);
    expect(MUG_COLORS.every((color) => /^#[0-9a-f]{6}$/.test(color.hex))).toBe(true);
  });
});

describe('customizationFieldsSchema', () => {
  it('reads multipart texts: yes/no as true/false, the colour in lower case, the text trimmed', () => {
    expect(customizationFieldsSchema.parse({ ...fields, color: ' #000080 ', text: '  Hi  ' })).toEqual({
      size: 'L',
      color: '#000080',
      text: 'Hi',
      font: 'Verdana',
      bold: true,
      italic: false,
    });
    expect(
      customizationFieldsSchema.parse({ ...fields, color: '#FFD700', text: undefined, bold: undefined }),
    ).toMatchObject({ color: '#ffd700', text: '', bold: false });
  });

  it('refuses anything outside the rules with its message', () => {
    expect(problem({ ...fields, size: 'XL' })).toBe(CUSTOMIZATION_MESSAGES.sizeUnknown);
    expect(problem({ ...fields, color: '#123456' })).toBe(CUSTOMIZATION_MESSAGES.colorUnknown);
    expect(problem({ ...fields, font: 'Comic Sans MS' })).toBe(CUSTOMIZATION_MESSAGES.fontUnknown);
    expect(problem({ ...fields, text: 'x'.repeat(MUG_TEXT_MAX_LENGTH + 1) })).toBe(CUSTOMIZATION_MESSAGES.textTooLong);
    expect(problem({ ...fields, text: ` ${'x'.repeat(MUG_TEXT_MAX_LENGTH)} ` })).toBeUndefined();
    for (const bold of ['yes', '1', 1, 'TRUE']) {
      expect(problem({ ...fields, bold })).toBe(CUSTOMIZATION_MESSAGES.styleInvalid);
    }
  });
});

describe('describeDesign', () => {
  it('names the colour, size, text, font, style and picture', () => {
    const design = { size: 'M', color: '#4169e1', text: 'Happy birthday', font: 'Georgia', hasImage: true } as const;
    expect(describeDesign({ ...design, bold: true, italic: false })).toBe(
      'Royal Blue mug, size M · “Happy birthday” in Georgia, bold · with a picture',
    );
    expect(describeDesign({ ...design, text: '', bold: false, italic: false, hasImage: false })).toBe(
      'Royal Blue mug, size M',
    );
    expect(mugColorName('#abcdef')).toBe('#abcdef');
  });
});
