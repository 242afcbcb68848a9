import { errorMessage } from '@qmj/web-kit';
import { EmptyState, ErrorState, Loading, useDrawnInSlices } from '@qmj/web-kit/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, Card } from 'react-bootstrap';

interface DashboardCardProps<Data> {
  title: string;
  /** Selectors or buttons beside the title; they wrap under it on a phone. */
  actions?: ReactNode;
  query: UseQueryResult<Data>;
  /** Shown when the load failed and the API gave no message. */
  failure: string;
  /** Why nothing is asked (a range that cannot be shown); shown instead of the content. */
  problem?: string | null;
  /** Shown instead of the content when the answer holds nothing to draw. */
  emptyText: string;
  isEmpty: (data: Data) => boolean;
  /** The height of what the content draws (a chart's): every state takes that much room, so the card never resizes. */
  contentHeight: number;
  children: (data: Data) => ReactNode;
}

/** A card of the dashboard: its title and selectors over the content of one query, or its loading, error or empty state. */
export function DashboardCard<Data>(props: DashboardCardProps<Data>) {
  const { title, actions, query, failure, problem, emptyText, isEmpty, contentHeight, children } = props;
  const drawn = useDrawnInSlices(query.data !== undefined);
  let content: ReactNode;
  if (problem) content = <Alert variant="warning">{problem}</Alert>;
  else if (query.error) {
    content = <ErrorState message={errorMessage(query.error, failure)} onRetry={() => void query.refetch()} />;
  } else if (!query.data || !drawn) content = <Loading />;
  else if (isEmpty(query.data)) content = <EmptyState text={emptyText} />;
  else content = children(query.data);
  return (
    <Card className="border-0 shadow-sm h-100">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 className="h5 mb-0 me-auto">{title}</h2>
          {actions}
        </div>
        <div className="d-flex flex-column justify-content-center" style={{ minHeight: contentHeight }}>
          {content}
        </div>
      </Card.Body>
    </Card>
  );
}
