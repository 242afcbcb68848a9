import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { usePageTitle } from './ui/use-page-title';

export const PAGE_BEING_BUILT_TEXT = 'This page is being built';

/** Placeholder of a page whose feature has not landed yet: its title and one fixed sentence. */
export function PageBeingBuilt({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Container className="py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <p className="text-body-secondary">{PAGE_BEING_BUILT_TEXT}</p>
    </Container>
  );
}

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container className="py-5 text-center">
      <h1 className="h2">Page not found</h1>
      <p className="text-body-secondary">The page you are looking for does not exist.</p>
      <Link to="/" className="btn btn-primary">
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
