import { usePageTitle } from '@qmj/web-kit/ui';
import { Col, Container, Row } from 'react-bootstrap';
import { SalesCards } from './sales-cards';
import { UserCards } from './user-cards';
import { UserDataTable } from './user-data-table';
import { VisitorsCard } from './visitors-card';

/** `/dashBoard`: the administrator's home — users, sales, visitors and every customer's details (Manila figures). */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <Container fluid className="py-4 px-4">
      <h1 className="h2 mb-3">Dashboard</h1>
      <Row className="g-3">
        <UserCards />
        <SalesCards />
        <Col xs={12}>
          <VisitorsCard />
        </Col>
        <Col xs={12}>
          <UserDataTable />
        </Col>
      </Row>
    </Container>
  );
}
