import type { ConversationSummary } from '@qmj/contracts';
import { formatDateTime } from '@qmj/web-kit/ui';
import { Badge, ListGroup } from 'react-bootstrap';
import { previewOf, unreadLabel } from './inbox-rules';

interface ConversationListProps {
  conversations: readonly ConversationSummary[];
  openId: number | null;
  onOpen: (id: number) => void;
}

/**
 * The inbox's conversations, newest activity first: each names its customer and unread count (its accessible name,
 * "alice, 2 unread"), and is described by its last message's first line.
 */
export function ConversationList({ conversations, openId, onOpen }: ConversationListProps) {
  return (
    <nav aria-label="Conversations">
      <ListGroup>
        {conversations.map(({ id, customer, lastMessage, unread }) => (
          <ListGroup.Item
            key={id}
            action
            as="button"
            type="button"
            active={id === openId}
            aria-current={id === openId || undefined}
            aria-label={[customer.username, unreadLabel(unread)].filter(Boolean).join(', ')}
            aria-describedby={`conversation-${id}-last`}
            onClick={() => onOpen(id)}
          >
            <span className="d-flex justify-content-between gap-2">
              <span className="fw-semibold text-truncate">{customer.username}</span>
              <small className="text-nowrap opacity-75">{formatDateTime(lastMessage.createdAt)}</small>
            </span>
            <span className="d-flex justify-content-between align-items-center gap-2">
              <span id={`conversation-${id}-last`} className="small text-truncate">
                {lastMessage.author === 'business' && 'You: '}
                {previewOf(lastMessage.text)}
              </span>
              {unread > 0 && (
                <Badge pill bg="danger">
                  {unread}
                </Badge>
              )}
            </span>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </nav>
  );
}
