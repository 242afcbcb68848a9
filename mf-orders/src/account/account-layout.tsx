import type { ReactNode } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { AccountSideBlock } from './account-side-block';

/** The frame of the customer's account pages: the side block on the left, the page on the right. */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <Container className="py-4">
      <Row className="g-4">
        <Col lg={3}>
          <AccountSideBlock />
        </Col>
        <Col lg={9}>{children}</Col>
      </Row>
    </Container>
  );
}
