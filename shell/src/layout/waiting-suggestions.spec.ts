import { describe, expect, it } from '@jest/globals';
import { COMMON_ANSWERS, type ConversationMessage, type MessageAuthor } from '@qmj/contracts';
import { waitingSuggestions } from './waiting-suggestions';

let id = 0;
const message = (author: MessageAuthor, text: string): ConversationMessage => {
  id += 1;
  return {
    id,
    conversationId: 1,
    author,
    text,
    pictureUrls: [],
    order: null,
    booking: null,
    createdAt: '2026-11-27T01:00:00.000Z',
  };
};

const hours = COMMON_ANSWERS.find((answer) => answer.question === 'What are your opening hours?');

describe('waitingSuggestions', () => {
  it("suggests the answers matching the customer's last message while no one has answered it", () => {
    expect(waitingSuggestions({ messages: [message('customer', 'What time do you open today?')] })).toEqual([hours]);
  });

  it('suggests nothing once the business has answered', () => {
    const messages = [message('customer', 'What time do you open today?'), message('business', 'From 8 AM!')];
    expect(waitingSuggestions({ messages })).toEqual([]);
  });

  it('suggests nothing for an empty conversation or a message matching no answer', () => {
    expect(waitingSuggestions({ messages: [] })).toEqual([]);
    expect(waitingSuggestions({ messages: [message('customer', 'Hello there')] })).toEqual([]);
  });
});
