import { describe, expect, it } from '@jest/globals';
import type { Customization } from '@qmj/contracts';
import { designFields, FIRST_DESIGN } from './design';

const saved: Customization = {
  id: 7,
  size: 'L',
  color: '#4169e1',
  text: 'Happy Birthday',
  font: 'Georgia',
  bold: true,
  italic: false,
  hasImage: true,
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('designFields', () => {
  it('takes the saved design back onto the page', () => {
    const { id, hasImage, createdAt, ...fields } = saved;
    expect(designFields(saved)).toEqual(fields);
  });

  it('falls back to the first colour for one no longer in the palette', () => {
    expect(designFields({ ...saved, color: '#123456' }).color).toBe(FIRST_DESIGN.color);
  });
});
