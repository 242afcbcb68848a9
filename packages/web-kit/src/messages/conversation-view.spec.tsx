import { describe, expect, it } from '@jest/globals';
import { COMMON_ANSWERS, type Conversation, type ConversationMessage } from '@qmj/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
// biome-ignore lint/style/noRestrictedImports: rendered outside a page, in a memory router, which the shared router does not name.
import { MemoryRouter } from 'react-router';
import { ConversationView, type ConversationViewProps } from './conversation-view';

const message = (id: number, author: ConversationMessage['author'], text: string): ConversationMessage => ({
  id,
  conversationId: 7,
  author,
  text,
  pictureUrls: [],
  order: null,
  booking: null,
  createdAt: '2026-11-27T01:00:00.000Z',
});

const CONVERSATION: Conversation = {
  id: 7,
  customer: { id: 3, username: 'ana' },
  messages: [
    {
      ...message(1, 'customer', 'Did you get my receipt?'),
      order: { id: 12, transactionCode: 'QMJ-0012', productName: 'Mug', status: 'pending' },
    },
    message(2, 'business', 'We received your receipt, thank you'),
    message(3, 'customer', 'Thanks!'),
    message(4, 'customer', 'And is the 14th free?'),
  ],
  hasOlder: false,
  unread: 0,
  customerReadUpTo: 2,
  businessReadUpTo: 3,
};

const view = (props: Partial<ConversationViewProps> = {}) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ConversationView
          conversation={CONVERSATION}
          reader="customer"
          onSend={async () => undefined}
          onReadUpTo={() => undefined}
          onOlder={() => undefined}
          sending={false}
          {...props}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The visible text of the markup, tags dropped. */
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('ConversationView', () => {
  it('shows the messages oldest first, each side named for the reader', () => {
    const text = textOf(view());
    const order = ['Did you get my receipt?', 'We received your receipt', 'Thanks!', 'And is the 14th free?'];
    const at = order.map((part) => text.indexOf(part));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toContain('You: Did you get my receipt?');
    expect(text).toContain('QMJ Events and Creative Services: We received your receipt');
    expect(textOf(view({ reader: 'business' }))).toContain('ana: Did you get my receipt?');
  });

  it('says "Seen" under the last message the other side read, only', () => {
    const markup = view();
    expect(markup.match(/>Seen</g)).toHaveLength(1);
    expect(textOf(markup)).toMatch(/Thanks! .* Seen .*And is the 14th free\?/);
    // Read as the business: the customer read up to the business's message 2.
    expect(textOf(view({ reader: 'business' }))).toMatch(/We received your receipt, thank you .* Seen .*Thanks!/);
    expect(view({ conversation: { ...CONVERSATION, businessReadUpTo: null } })).not.toContain('>Seen<');
  });

  it('links the order a message is about to its page', () => {
    expect(view()).toContain('href="/purchases/12"');
    expect(textOf(view())).toContain('Order QMJ-0012 · Mug');
  });

  it('offers older messages only when there are some', () => {
    expect(view()).not.toContain('Show earlier messages');
    expect(view({ conversation: { ...CONVERSATION, hasOlder: true } })).toContain('Show earlier messages');
  });

  it('shows the suggested answers and the quick replies it is given', () => {
    expect(view()).not.toContain('Maybe this answers it:');
    const text = textOf(view({ suggestions: [COMMON_ANSWERS[0]], quickReplies: ['The date is still free'] }));
    expect(text).toContain(`Maybe this answers it: ${COMMON_ANSWERS[0].question}`);
    expect(text).toContain('Quick replies The date is still free');
  });

  it('has a composer with its counter and Send, disabled while empty', () => {
    const markup = view();
    expect(textOf(markup)).toContain('0 / 2000');
    expect(markup).toMatch(/<button type="submit" disabled="" class="btn btn-primary">Send<\/button>/);
  });

  it('names what the next message is about', () => {
    expect(textOf(view({ subject: { label: 'order QMJ-0012', onClear: () => undefined } }))).toContain(
      'About order QMJ-0012',
    );
    expect(view({ subject: { label: 'order QMJ-0012', onClear: () => undefined } })).toContain(
      'aria-label="Not about order QMJ-0012"',
    );
  });
});
