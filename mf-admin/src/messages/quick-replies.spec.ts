import { describe, expect, it } from '@jest/globals';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES, quickRepliesSchema } from '@qmj/contracts';
import { quickRepliesOf, quickRepliesProblem, quickRepliesText } from './quick-replies';

describe('quick replies in the editor', () => {
  it('are one a line: blank lines are left out and each is trimmed', () => {
    expect(quickRepliesOf({ replies: '  Hello! How can we help?\n\n\nThe date is still free  \n ' })).toEqual({
      replies: ['Hello! How can we help?', 'The date is still free'],
    });
    expect(quickRepliesOf({ replies: '' })).toEqual({ replies: [] });
  });

  it('show as the lines they were saved as', () => {
    const saved = { replies: ['We received your receipt, thank you', 'The date is still free'] };
    expect(quickRepliesOf(quickRepliesText(saved))).toEqual(saved);
  });

  it(`are refused past ${CONVERSATION_LIMITS.quickReplies} lines or a line too long, by the contract's rule`, () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `Reply ${index + 1}`).join('\n');
    expect(quickRepliesSchema.safeParse(quickRepliesOf({ replies: lines(12) })).success).toBe(true);
    expect(quickRepliesSchema.safeParse(quickRepliesOf({ replies: lines(13) })).success).toBe(false);
    const long = 'x'.repeat(CONVERSATION_LIMITS.quickReplyText + 1);
    expect(quickRepliesSchema.safeParse(quickRepliesOf({ replies: `Hi\n${long}` })).success).toBe(false);
  });
});

describe('quickRepliesProblem', () => {
  const problem = { type: 'too_big', message: CONVERSATION_MESSAGES.quickReplies };

  it("is the list's problem, or the first problem of a reply", () => {
    expect(quickRepliesProblem(problem)).toBe(CONVERSATION_MESSAGES.quickReplies);
    expect(quickRepliesProblem({ 3: problem })).toBe(CONVERSATION_MESSAGES.quickReplies);
    expect(quickRepliesProblem([undefined, problem])).toBe(CONVERSATION_MESSAGES.quickReplies);
  });

  it('is none without an error', () => {
    expect(quickRepliesProblem(undefined)).toBeUndefined();
    expect(quickRepliesProblem({})).toBeUndefined();
  });
});
