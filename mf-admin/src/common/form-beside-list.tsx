import type { ReactNode } from 'react';
import { Card, Col, Container, Row } from 'react-bootstrap';

interface FormBesideListProps {
  title: string;
  formTitle: string;
  form: ReactNode;
  /** The list (and anything shown with it), beside the form on a wide screen, under it on a phone. */
  children: ReactNode;
}

/** A screen that adds records with a form in a card beside their list (categories, the booked list). */
export function FormBesideList({ title, formTitle, form, children }: FormBesideListProps) {
  return (
    <Container fluid className="py-4 px-4">
      <h1 className="h2 mb-3">{title}</h1>
      <Row className="g-4">
        <Col lg={4}>
          <Card className="border-0 shadow-sm">
            <Card.Body>
              <h2 className="h5 mb-3">{formTitle}</h2>
              {form}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={8}>{children}</Col>
      </Row>
    </Container>
  );
}
