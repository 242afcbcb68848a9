import { BUSINESS, DOWN_PAYMENT_RATE } from '@qmj/contracts';
import { formatPercent, usePageTitle } from '@qmj/web-kit/ui';
import { Button, Col, Container, Row } from 'react-bootstrap';

/** How far Read More scrolls, as the original page does: past the hero, to the story. */
const READ_MORE_SCROLL_PX = 570;

export function AboutPage() {
  usePageTitle('About Us');
  return (
    <Container className="py-5">
      <Row className="align-items-center gy-4">
        <Col lg={6}>
          <h1 className="display-6 fw-bold">About Us</h1>
          <p className="lead">
            {BUSINESS.name} began as a family sound-and-lights service and grew into a full events and creative studio.
          </p>
          <Button variant="primary" onClick={() => window.scrollBy({ top: READ_MORE_SCROLL_PX, behavior: 'smooth' })}>
            Read More
          </Button>
        </Col>
        <Col lg={6}>
          <svg viewBox="0 0 400 260" role="img" aria-label="A stage with lights and speakers" className="w-100">
            <rect width="400" height="260" rx="16" fill="#2b1638" />
            <polygon points="80,0 120,0 200,200 40,200" fill="#f2b134" opacity="0.25" />
            <polygon points="280,0 320,0 360,200 200,200" fill="#c0587e" opacity="0.25" />
            <rect x="30" y="200" width="340" height="30" fill="#7a3e9d" />
            <rect x="40" y="140" width="40" height="60" rx="4" fill="#111" />
            <rect x="320" y="140" width="40" height="60" rx="4" fill="#111" />
            <circle cx="60" cy="160" r="8" fill="#444" />
            <circle cx="340" cy="160" r="8" fill="#444" />
          </svg>
        </Col>
      </Row>
      <section className="mt-5 pt-4">
        <h2 className="h4">Our story</h2>
        <p>
          It started with one speaker set rented out to neighbours for fiestas and birthdays. Word spread, the equipment
          grew, and soon we were lighting stages for weddings and debuts across Batangas. Friends who loved photography
          joined, then a video editor, and the studio took shape.
        </p>
        <p>
          Our customers kept asking for the small things that make an event personal: mugs with names on them, matching
          shirts, albums of the day. So we added a customization shop, and now we make souvenirs, clothing, albums and
          tarpaulins in-house.
        </p>
        <h2 className="h4 mt-4">How we work</h2>
        <p>
          Every booking starts with a conversation about the program, the venue and the budget. We confirm the date with
          a {formatPercent(DOWN_PAYMENT_RATE)} down payment, plan the sound, lights and coverage together, and send one
          team that coordinates everything on the day.
        </p>
        <p>
          Products are made to order. You can pre-order online, pay by cash on delivery or GCash, and follow each order
          from approval to delivery in your account.
        </p>
        <h2 className="h4 mt-4">Visit us</h2>
        <p className="mb-0">
          {BUSINESS.address}. Open daily, {BUSINESS.openingHours}.
        </p>
      </section>
    </Container>
  );
}
