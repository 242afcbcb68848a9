import { PATHS } from '@qmj/contracts';
import { useNavigate } from '@qmj/web-kit/router';
import { usePageTitle } from '@qmj/web-kit/ui';
import { Button, Col, Container, Row } from 'react-bootstrap';
import { SERVICES } from './content';
import { ServiceIcon } from './service-icon';

/** `/userservices` (also `/userServices`): four sections, each with Make Request → /bookevents. */
export function ServicesPage() {
  usePageTitle('Our Services');
  const navigate = useNavigate();
  return (
    <Container className="py-5">
      <h1 className="display-6 fw-bold mb-4">Our Services</h1>
      {SERVICES.map((service, index) => (
        <section
          key={service.id}
          aria-labelledby={`service-${service.id}`}
          className="bg-white rounded-3 shadow-sm p-4 mb-4"
        >
          <Row className={`align-items-center gy-3 ${index % 2 ? 'flex-row-reverse' : ''}`}>
            <Col md={2} className="text-center">
              <ServiceIcon id={service.id} color={service.color} />
            </Col>
            <Col md={10}>
              <h2 className="h4" id={`service-${service.id}`}>
                {service.title}
              </h2>
              <p>{service.text}</p>
              <Button variant="primary" onClick={() => navigate(PATHS.bookEvent)}>
                Make Request
              </Button>
            </Col>
          </Row>
        </section>
      ))}
    </Container>
  );
}
