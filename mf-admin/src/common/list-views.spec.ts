import { describe, expect, it } from '@jest/globals';
import { capitalised, lastPage } from './list-views';

describe('lastPage', () => {
  it('is at least 1 and rounds up', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });
});

describe('capitalised', () => {
  it('capitalises the first letter only', () => {
    expect(capitalised('on delivery')).toBe('On delivery');
    expect(capitalised('')).toBe('');
  });
});
