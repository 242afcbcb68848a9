import {
  BUSINESS,
  type CommonAnswer,
  type Conversation,
  type ConversationMessage,
  type MessageAuthor,
  MY_BOOKINGS_PAGE,
  orderPagePath,
} from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';
import { formatDate, formatDateTime } from '@qmj/web-kit/ui';
import { useEffect, useRef } from 'react';
import { Button, Card } from 'react-bootstrap';
import { MessageComposer, type MessageComposerProps } from './message-composer';
import { MessagePicture } from './message-picture';

/** Where a message's order or booking opens: the customer's own pages unless the reader has others. */
export interface SubjectLinks {
  order: (orderId: number) => string;
  booking: (bookingId: number) => string;
}

const CUSTOMER_LINKS: SubjectLinks = { order: orderPagePath, booking: () => MY_BOOKINGS_PAGE.path };

export interface ConversationViewProps extends MessageComposerProps {
  conversation: Conversation;
  /** Who reads: their messages on the right with "Seen" under the last one the other side read. */
  reader: MessageAuthor;
  /** The reader has seen the conversation up to this message of the other side. */
  onReadUpTo: (id: number) => void;
  /** Asks for the page of messages before the first one shown. */
  onOlder: () => void;
  /** Answers shown under the conversation ("Maybe this answers it:"). */
  suggestions?: readonly CommonAnswer[];
  links?: SubjectLinks;
}

/** The order or booking a message is about, as a chip that opens it. */
function SubjectChip({ message, links }: { message: ConversationMessage; links: SubjectLinks }) {
  const { order, booking } = message;
  const chip = order
    ? { to: links.order(order.id), label: `Order ${order.transactionCode} · ${order.productName}` }
    : booking && {
        to: links.booking(booking.id),
        label: `Booking: ${booking.eventTitle}, ${formatDate(booking.startDate)}`,
      };
  if (!chip) return null;
  return (
    <Link to={chip.to} className="badge rounded-pill text-bg-light border text-decoration-none text-wrap mb-1">
      {chip.label}
    </Link>
  );
}

/** The newest message of `author`, at most `upTo` (every one with no `upTo`). */
const lastOf = (messages: ConversationMessage[], author: MessageAuthor, upTo = Number.POSITIVE_INFINITY) =>
  messages.findLast((message) => message.author === author && message.id <= upTo);

/**
 * One conversation, for either side (docs/messages.md): its messages oldest first, scrolling back page by page,
 * each side's bubbles, the pictures, the order or booking a message is about, read receipts, and the composer.
 */
export function ConversationView({
  conversation,
  reader,
  onReadUpTo,
  onOlder,
  suggestions = [],
  links = CUSTOMER_LINKS,
  ...composer
}: ConversationViewProps) {
  const { messages } = conversation;
  const other: MessageAuthor = reader === 'customer' ? 'business' : 'customer';
  const otherName = reader === 'customer' ? BUSINESS.name : conversation.customer.username;
  const readUpTo = reader === 'customer' ? conversation.customerReadUpTo : conversation.businessReadUpTo;
  const otherReadUpTo = reader === 'customer' ? conversation.businessReadUpTo : conversation.customerReadUpTo;
  const seen = otherReadUpTo === null ? undefined : lastOf(messages, reader, otherReadUpTo);
  const newestOfOther = lastOf(messages, other);
  const newest = messages.at(-1)?.id;
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (newestOfOther && newestOfOther.id > (readUpTo ?? 0)) onReadUpTo(newestOfOther.id);
  }, [newestOfOther, readUpTo, onReadUpTo]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message is what brings the end into view.
  useEffect(() => {
    // In braces: Chromium's scroll methods answer a promise, which React would take for the effect's cleanup.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  return (
    <div className="d-flex flex-column gap-2 h-100">
      <div className="flex-grow-1 overflow-auto">
        {conversation.hasOlder && (
          <div className="text-center mb-2">
            <Button variant="link" size="sm" onClick={onOlder}>
              Show earlier messages
            </Button>
          </div>
        )}
        {messages.length === 0 && <p className="text-body-secondary text-center my-4">No messages yet.</p>}
        <ol aria-label="Conversation" className="list-unstyled d-flex flex-column gap-2 mb-0">
          {messages.map((message) => {
            const mine = message.author === reader;
            return (
              <li
                key={message.id}
                ref={message.id === newest ? end : undefined}
                className={`d-flex flex-column ${mine ? 'align-items-end' : 'align-items-start'}`}
              >
                <SubjectChip message={message} links={links} />
                <div
                  className={`rounded-3 px-3 py-2 text-break ${mine ? 'text-bg-primary' : 'bg-body-tertiary'}`}
                  style={{ maxWidth: '85%', whiteSpace: 'pre-wrap' }}
                >
                  <span className="visually-hidden">{mine ? 'You' : otherName}: </span>
                  {message.text}
                  {message.pictureUrls.length > 0 && (
                    <span className="d-flex flex-wrap gap-1 mt-1">
                      {message.pictureUrls.map((url, index) => (
                        <MessagePicture key={url} messageId={message.id} index={index} />
                      ))}
                    </span>
                  )}
                </div>
                <small className="text-body-secondary">
                  {mine ? '' : `${otherName} · `}
                  {formatDateTime(message.createdAt)}
                </small>
                {message === seen && <small className="text-body-secondary">Seen</small>}
              </li>
            );
          })}
        </ol>
        {suggestions.length > 0 && (
          <section aria-label="Suggested answers" className="mt-3">
            <p className="small fw-semibold mb-1">Maybe this answers it:</p>
            {suggestions.map((suggestion) => (
              <Card key={suggestion.question} className="mb-2">
                <Card.Body className="py-2">
                  <h3 className="h6 mb-1">{suggestion.question}</h3>
                  <p className="small mb-0">{suggestion.answer}</p>
                </Card.Body>
              </Card>
            ))}
          </section>
        )}
      </div>
      <MessageComposer {...composer} />
    </div>
  );
}
