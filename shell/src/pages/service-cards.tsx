import { Card, Col, Row } from 'react-bootstrap';
import { SERVICES } from './content';
import { ServiceIcon } from './service-icon';

/** The services as a grid of small cards (home and landing pages). */
export function ServiceCards() {
  return (
    <Row xs={1} md={2} lg={4} className="g-3">
      {SERVICES.map((service) => (
        <Col key={service.id}>
          <Card className="h-100 border-0 shadow-sm">
            <Card.Body>
              <ServiceIcon id={service.id} color={service.color} />
              <h3 className="h6 mt-3">{service.title}</h3>
              <p className="small text-body-secondary mb-0">{service.text}</p>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
