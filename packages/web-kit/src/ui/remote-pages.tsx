import { PATHS } from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';
import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container className="py-5 text-center">
      <h1 className="h2">Page not found</h1>
      <p className="text-body-secondary">The page you are looking for does not exist.</p>
      <Link to={PATHS.landing} className="btn btn-primary">
        Go to the home page
      </Link>
    </Container>
  );
}

/**
 * The root element of a remote's App: names the module and the build it comes from, so a
 * redeployed remote can be recognised in the page.
 */
export function RemoteRoot({ name, buildId, children }: { name: string; buildId: string; children: ReactNode }) {
  return (
    <div data-remote={name} data-build-id={buildId} className="qmj-remote">
      {children}
    </div>
  );
}
