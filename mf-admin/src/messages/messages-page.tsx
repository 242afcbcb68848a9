import { useSearchParams } from '@qmj/web-kit/router';
import { EmptyState, ErrorState, Loading, Pager, SearchBox, usePageTitle } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Col, Container, Row } from 'react-bootstrap';
import { pagedTable, useKeptPage, usePagedSearch } from '../common/list-state';
import { useFollowInbox } from './admin-conversations';
import { ConversationList } from './conversation-list';
import { openConversationOf } from './inbox-rules';
import { inboxQueryOptions, quickRepliesQueryOptions } from './messages-queries';
import { OpenConversation } from './open-conversation';

// The editor loads as it is first opened: the inbox draws without its form.
const QuickRepliesDialog = lazy(() =>
  import('./quick-replies-dialog').then((module) => ({ default: module.QuickRepliesDialog })),
);

export const INBOX_LOAD_FAILED = 'Could not load the conversations.';
/** The open conversation's id, in the address so a reload or a shared link opens it again. */
const OPEN_PARAM = 'conversation';

/**
 * `/messages`: the conversations with the customers, newest activity first and searchable by customer, and the open
 * one beside them (on a phone, one after the other), kept current by the messages stream (docs/messages.md).
 */
export function MessagesPage() {
  usePageTitle('Messages');
  useFollowInbox();
  const [params, setParams] = useSearchParams();
  const openId = openConversationOf(params.get(OPEN_PARAM));
  const [typed, setTyped] = useState('');
  const search = usePagedSearch(typed, '');
  const inbox = useQuery({ ...inboxQueryOptions(search.query, search.page), placeholderData: keepPreviousData });
  useKeptPage(inbox, search);
  const list = pagedTable(inbox, search, INBOX_LOAD_FAILED);
  const quickReplies = useQuery(quickRepliesQueryOptions());
  const [editing, setEditing] = useState(false);

  const open = (id: number | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete(OPEN_PARAM);
      else next.set(OPEN_PARAM, String(id));
      return next;
    });

  const unreadTotal = inbox.data?.unreadTotal ?? 0;
  return (
    <Container fluid className="py-4 px-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">
          Messages{' '}
          {unreadTotal > 0 && (
            <Badge pill bg="danger" className="fs-6 align-middle">
              {unreadTotal} unread
            </Badge>
          )}
        </h1>
        <Button variant="outline-secondary" disabled={!quickReplies.data} onClick={() => setEditing(true)}>
          Edit quick replies
        </Button>
      </div>
      <Row className="g-4">
        <Col md={5} xl={4} className={openId === null ? undefined : 'd-none d-md-block'}>
          <SearchBox
            id="conversation-search"
            label="Search conversations"
            placeholder="Search by customer"
            value={typed}
            onChange={setTyped}
          />
          <div className="mt-3">
            {list.loading && !list.rows && <Loading />}
            {list.error && <ErrorState message={list.error} onRetry={list.onRetry} />}
            {list.rows?.length === 0 && (
              <EmptyState text={search.query ? 'No conversations match the search.' : 'No conversations yet.'} />
            )}
            {list.rows && list.rows.length > 0 && (
              <>
                <ConversationList conversations={list.rows} openId={openId} onOpen={open} />
                <Pager {...list.paging} />
              </>
            )}
          </div>
        </Col>
        <Col md={7} xl={8} className={openId === null ? 'd-none d-md-block' : undefined}>
          {openId === null ? (
            <EmptyState text="Choose a conversation to read it and answer." />
          ) : (
            <OpenConversation key={openId} id={openId} onBack={() => open(null)} />
          )}
        </Col>
      </Row>
      <Suspense fallback={null}>
        {editing && quickReplies.data && (
          <QuickRepliesDialog replies={quickReplies.data} onClose={() => setEditing(false)} />
        )}
      </Suspense>
    </Container>
  );
}
