import { PATHS, WELCOME_MESSAGE_MS } from '@qmj/contracts';
import { useSession } from '@qmj/web-kit';
import { useNavigate } from '@qmj/web-kit/router';
import { usePageTitle } from '@qmj/web-kit/ui';
import { useEffect, useState } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { ServiceCards } from './service-cards';

/** `/home`: the welcome hero; the welcome message hides itself after WELCOME_MESSAGE_MS. */
export function HomePage() {
  usePageTitle('Home');
  const navigate = useNavigate();
  const username = useSession((s) => s.user?.username);
  const [welcome, setWelcome] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setWelcome(false), WELCOME_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <section className="qmj-hero py-5">
        <Container className="py-lg-4">
          {/* Hidden, not removed, once its time is up: the hero keeps its height, so nothing below it moves. */}
          {username ? (
            <Alert
              variant="light"
              role="status"
              className={`d-inline-block py-2 px-3 mb-4 ${welcome ? '' : 'invisible'}`}
            >
              Welcome, {username}!
            </Alert>
          ) : null}
          <h1 className="display-5 fw-bold">Make every celebration unforgettable</h1>
          <p className="lead col-lg-8">
            Sounds and lights, photo and video, and customised keepsakes from one trusted team. Book your event or
            pre-order your products online.
          </p>
          <div className="d-flex flex-wrap gap-2 mt-4">
            <Button variant="warning" size="lg" onClick={() => navigate(PATHS.about)}>
              Explore
            </Button>
            <Button variant="outline-light" size="lg" onClick={() => navigate(PATHS.services)}>
              Our Services
            </Button>
          </div>
        </Container>
      </section>
      <Container className="py-5">
        <h2 className="h4 mb-4">What we do</h2>
        <ServiceCards />
      </Container>
    </>
  );
}
