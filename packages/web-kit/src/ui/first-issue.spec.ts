import { describe, expect, it } from '@jest/globals';
import { CATALOG_MESSAGES, REVIEW_MESSAGES, reviewSchema } from '@qmj/contracts';
import { CHECK_THE_FORM, firstIssueMessage } from './first-issue';

describe('firstIssueMessage', () => {
  it('is the message of the first problem, in the order of the schema', () => {
    const checked = reviewSchema.safeParse({ orderId: 0, rating: 9, comment: '', anonymous: false });
    expect(checked.success ? null : firstIssueMessage(checked.error)).toBe(REVIEW_MESSAGES.notReceived);
  });

  it('falls back when a check gives no message', () => {
    expect(firstIssueMessage({ issues: [] })).toBe(CHECK_THE_FORM);
    expect(firstIssueMessage({ issues: [] }, CATALOG_MESSAGES.fillRequired)).toBe(CATALOG_MESSAGES.fillRequired);
  });
});
