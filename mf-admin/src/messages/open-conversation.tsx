import { errorMessage } from '@qmj/web-kit';
import { ConversationView, wholeConversation } from '@qmj/web-kit/messages';
import { ErrorState, Loading } from '@qmj/web-kit/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { conversationPagesOptions, useReadUpTo, useReply } from './admin-conversations';
import { subjectLinks, subjectOf } from './conversation-subject';
import { quickRepliesQueryOptions } from './messages-queries';
import { SubjectCard } from './subject-card';

export const CONVERSATION_LOAD_FAILED = 'Could not load the conversation.';
// A fixed height, so the messages scroll within it and the composer stays in view.
const CONVERSATION_HEIGHT = 'min(70vh, 44rem)';

/**
 * The open conversation: the shared conversation view with the quick replies under its composer, and beside it the
 * order or booking it is about now. On a phone it stands alone, with Back to the list.
 */
export function OpenConversation({ id, onBack }: { id: number; onBack: () => void }) {
  const pages = useInfiniteQuery(conversationPagesOptions(id));
  const quickReplies = useQuery(quickRepliesQueryOptions());
  const reply = useReply(id);
  const conversation = pages.data && wholeConversation(pages.data);
  const messages = conversation?.messages;
  const subject = useMemo(() => messages && subjectOf(messages), [messages]);
  const links = useMemo(() => messages && subjectLinks(messages), [messages]);

  // The view asks again as it renders until the read is answered: the same message is read once (again if it failed).
  const readUpTo = useRef(0);
  const { mutate: markRead } = useReadUpTo(id);
  const onReadUpTo = useCallback(
    (upTo: number) => {
      if (upTo <= readUpTo.current) return;
      readUpTo.current = upTo;
      markRead(upTo, { onError: () => (readUpTo.current = 0) });
    },
    [markRead],
  );

  return (
    <section aria-label={conversation ? `Conversation with ${conversation.customer.username}` : 'Conversation'}>
      <div className="d-flex align-items-center gap-2 mb-3">
        <Button variant="outline-secondary" size="sm" className="d-md-none" onClick={onBack}>
          Back
        </Button>
        {conversation && <h2 className="h5 mb-0 text-truncate">{conversation.customer.username}</h2>}
      </div>
      {pages.isPending && <Loading />}
      {pages.error && (
        <ErrorState
          message={errorMessage(pages.error, CONVERSATION_LOAD_FAILED)}
          onRetry={() => void pages.refetch()}
        />
      )}
      {conversation && (
        <Row className="g-3">
          <Col xl={subject ? 8 : 12} style={{ height: CONVERSATION_HEIGHT }}>
            <ConversationView
              conversation={conversation}
              reader="business"
              onReadUpTo={onReadUpTo}
              onOlder={() => void pages.fetchNextPage()}
              onSend={(content) => reply.mutateAsync(content)}
              sending={reply.isPending}
              quickReplies={quickReplies.data?.replies}
              links={links}
            />
          </Col>
          {subject && (
            <Col xl={4}>
              <SubjectCard subject={subject} />
            </Col>
          )}
        </Row>
      )}
    </section>
  );
}
