import { type CommonAnswer, type Conversation, suggestedAnswers } from '@qmj/contracts';

/**
 * The common answers to suggest while the customer waits for a person: their message is the last one, so no reply
 * has come since it (docs/messages.md).
 */
export function waitingSuggestions({ messages }: Pick<Conversation, 'messages'>): CommonAnswer[] {
  const last = messages.at(-1);
  return last?.author === 'customer' ? suggestedAnswers(last.text) : [];
}
