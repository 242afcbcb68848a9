import { describe, expect, it } from '@jest/globals';
import { sendMessageSchema } from './conversation-schemas.js';
import { COMMON_ANSWERS, CONVERSATION_LIMITS, CONVERSATION_MESSAGES, suggestedAnswers } from './conversations.js';

describe('the common answers', () => {
  it('suggests the answers a message asks for, best first, and none for small talk', () => {
    expect(suggestedAnswers('Is the 14th free for my booking?').map((answer) => answer.question)).toEqual([
      'How do I book an event?',
    ]);
    expect(suggestedAnswers('How much is the down payment, and can I pay with GCash?', 3)[0]?.question).toBe(
      'How much is the down payment?',
    );
    expect(suggestedAnswers('What time do you open today?')[0]?.question).toBe('What are your opening hours?');
    expect(suggestedAnswers('Thank you!')).toEqual([]);
  });

  it('say the three events a day and the 20 % down payment the business applies', () => {
    const answers = COMMON_ANSWERS.map((answer) => answer.answer).join(' ');
    expect(answers).toContain('up to 3 events a day');
    expect(answers).toContain('20% down payment');
  });
});

describe('a message', () => {
  it('is at most 2,000 characters and 3 pictures, about one order or one booking', () => {
    expect(sendMessageSchema.safeParse({ text: 'Can I add lights?', bookingId: '12' }).data).toMatchObject({
      text: 'Can I add lights?',
      bookingId: 12,
    });
    const issue = (input: object) => sendMessageSchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ text: 'x'.repeat(CONVERSATION_LIMITS.text + 1) })).toBe(CONVERSATION_MESSAGES.tooLong);
    expect(issue({ pictures: Array.from({ length: 4 }, () => new File([], 'p.png')) })).toBe(
      CONVERSATION_MESSAGES.tooManyPictures,
    );
    expect(issue({ text: 'both', orderId: 1, bookingId: 2 })).toBe(CONVERSATION_MESSAGES.oneSubject);
    expect(issue({ text: 'x', orderId: 'abc' })).toBe(CONVERSATION_MESSAGES.orderNotYours);
  });
});
