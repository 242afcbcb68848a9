import { describe, expect, it } from '@jest/globals';
import { isOkayConfirmation } from './confirmations.js';

describe('isOkayConfirmation', () => {
  it('takes okay trimmed in any case as the confirmation', () => {
    expect(isOkayConfirmation('  OKAY ')).toBe(true);
    expect(isOkayConfirmation('ok')).toBe(false);
    expect(isOkayConfirmation(null)).toBe(false);
  });
});
