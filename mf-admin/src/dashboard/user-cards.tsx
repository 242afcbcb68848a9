import { NEW_USERS_SHOWN } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { DataTable, formatCount, formatDate } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Placeholder } from 'react-bootstrap';
import { loadState } from '../common/list-state';
import { NEWEST_USER_COLUMNS } from '../customers/customer-columns';

export const USERS_LOAD_FAILED = 'Could not load the users.';

/**
 * One figure in a card: its name over the number ('—' when it could not be loaded). While it loads, a placeholder
 * of the number's line keeps the card its final height.
 */
function FigureCard({ title, figure, loading }: { title: string; figure: number | undefined; loading: boolean }) {
  const value = loading ? (
    <Placeholder as="p" animation="glow" className="display-6 mb-0" role="status" aria-label="Loading">
      <Placeholder xs={6} />
    </Placeholder>
  ) : (
    <p className="display-6 fw-semibold mb-0">{figure === undefined ? '—' : formatCount(figure)}</p>
  );
  return (
    <Card className="border-0 shadow-sm h-100">
      <Card.Body>
        <h2 className="h6 text-body-secondary mb-2">{title}</h2>
        {value}
      </Card.Body>
    </Card>
  );
}

/** Number of Users, Number of New Users (since Sunday, Manila) and the newest of them; a failure shows in the table. */
export function UserCards() {
  const users = useQuery(apiQuery.dashboard.users.queryOptions());
  const weekStart = users.data?.weekStart;
  return (
    <>
      <Col xs={6} lg={3}>
        <FigureCard title="Number of Users" figure={users.data?.totalUsers} loading={users.isPending} />
      </Col>
      <Col xs={6} lg={3}>
        <FigureCard title="Number of New Users" figure={users.data?.newUsers} loading={users.isPending} />
      </Col>
      <Col xs={12} lg={6}>
        <h2 className="h5">{weekStart ? `New Users since ${formatDate(weekStart)}` : 'New Users This Week'}</h2>
        <DataTable
          label="New users this week"
          columns={NEWEST_USER_COLUMNS}
          rows={users.data?.newest}
          rowKey={(user) => user.id}
          emptyText="No new users this week."
          reservedRows={NEW_USERS_SHOWN}
          {...loadState(users, USERS_LOAD_FAILED)}
        />
      </Col>
    </>
  );
}
