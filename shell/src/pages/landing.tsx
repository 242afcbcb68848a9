import { BUSINESS, PATHS } from '@qmj/contracts';
import { Link, useLocation } from '@qmj/web-kit/router';
import { formatDate, usePageTitle } from '@qmj/web-kit/ui';
import { type ReactNode, useEffect } from 'react';
import { Card, Col, Container, Row } from 'react-bootstrap';
import { useIdleSinceDrawn } from '../when-idle';
import { ARTICLES, NEWS } from './content';
import { LoginCard } from './login-card';
import { ServiceCards } from './service-cards';

/**
 * `children` drawn once the page is idle, or at once when the address names a section to scroll to: what lies
 * below the fold (the news's dates need the time-zone data, slow to load on a phone) never delays the first paint.
 */
function BelowTheFold({ children }: { children: ReactNode }) {
  const { hash } = useLocation();
  const idle = useIdleSinceDrawn();
  return idle || hash ? children : null;
}

/** `/`: the landing page, holding the login card, with services, about, blog and news teasers. */
export function LandingPage() {
  usePageTitle('Welcome');
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);

  return (
    <>
      <section className="qmj-hero py-5">
        <Container>
          <Row className="align-items-center gy-4">
            <Col lg={7}>
              <h1 className="display-5 fw-bold">{BUSINESS.name}</h1>
              <p className="lead">
                Events coverage, photo and video, sounds and lights, and customised products: everything your
                celebration needs, from one team in Batangas.
              </p>
              <p className="mb-0">
                New here?{' '}
                <Link to={PATHS.register} className="link-warning fw-semibold">
                  Register now
                </Link>{' '}
                or{' '}
                <Link to={PATHS.gallery} className="link-light fw-semibold">
                  see our work
                </Link>
                .
              </p>
            </Col>
            <Col lg={5}>
              <LoginCard />
            </Col>
          </Row>
        </Container>
      </section>

      <section id="services" className="py-5">
        <Container>
          <h2 className="h3 mb-4">Our Services</h2>
          <ServiceCards />
        </Container>
      </section>

      <section id="about" className="py-5 bg-white">
        <Container>
          <Row className="gy-3">
            <Col lg={6}>
              <h2 className="h3">About QMJ</h2>
              <p>
                QMJ started with one sound system and a camera at family parties. Today we cover weddings, debuts,
                christenings, school and company events, and make the souvenirs that go home with the guests.
              </p>
              <p className="mb-0">We are open every day, {BUSINESS.openingHours}.</p>
            </Col>
            <Col lg={6} id="contact">
              <h2 className="h3">Contact Us</h2>
              <ul className="list-unstyled mb-0">
                <li>{BUSINESS.address}</li>
                <li>E-mail: {BUSINESS.email}</li>
                <li>Phone: {BUSINESS.phone}</li>
              </ul>
            </Col>
          </Row>
        </Container>
      </section>

      <BelowTheFold>
        <section id="blog" className="py-5">
          <Container>
            <Row className="gy-4">
              <Col lg={7}>
                <h2 className="h3 mb-3">From the Blog</h2>
                {ARTICLES.map((article) => (
                  <Card key={article.id} className="mb-3 border-0 shadow-sm">
                    <Card.Body>
                      <h3 className="h6">{article.title}</h3>
                      <p className="small text-body-secondary mb-0">{article.summary}</p>
                    </Card.Body>
                  </Card>
                ))}
              </Col>
              <Col lg={5}>
                <h2 className="h3 mb-3">News</h2>
                <ul className="list-unstyled">
                  {NEWS.map((item) => (
                    <li key={item.date} className="mb-3">
                      <time dateTime={item.date} className="small text-body-secondary d-block">
                        {formatDate(item.date, { month: 'long' })}
                      </time>
                      <span className="fw-semibold">{item.title}</span>
                    </li>
                  ))}
                </ul>
              </Col>
            </Row>
          </Container>
        </section>
      </BelowTheFold>
    </>
  );
}
