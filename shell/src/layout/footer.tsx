import { BUSINESS } from '@qmj/contracts';
import { Col, Container, Row } from 'react-bootstrap';

export function Footer() {
  return (
    <footer className="qmj-brand-bg mt-5 py-4">
      <Container>
        <Row className="gy-3 small">
          <Col md={4}>
            <div className="fw-bold mb-1">{BUSINESS.name}</div>
            <div>Events coverage, photo and video, sounds and lights, customised products.</div>
          </Col>
          <Col md={4}>
            <div>{BUSINESS.address}</div>
            <div>Open daily {BUSINESS.openingHours}</div>
          </Col>
          <Col md={4}>
            <div>
              E-mail:{' '}
              <a className="link-light" href={`mailto:${BUSINESS.email}`}>
                {BUSINESS.email}
              </a>
            </div>
            <div>Phone: {BUSINESS.phone}</div>
          </Col>
        </Row>
      </Container>
    </footer>
  );
}
