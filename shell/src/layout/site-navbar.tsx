import { useLocation } from '@qmj/web-kit/router';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Container } from 'react-bootstrap';
import NavbarCollapse from 'react-bootstrap/NavbarCollapse';
import NavbarContext, { type NavbarContextType } from 'react-bootstrap/NavbarContext';
import NavbarToggle from 'react-bootstrap/NavbarToggle';

/**
 * react-bootstrap's `Navbar` (expanding from `lg`, dark) without `Navbar.Offcanvas`, which would bring the whole
 * modal machinery into every first page (docs/serving.md#what-loads-when). It gives the toggle, the collapse,
 * `Nav` and `NavDropdown` the navbar's context, as `Navbar` does; the menu closes when the page changes.
 */
export function SiteNavbar({ brand, children }: { brand: ReactNode; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is what closes the menu.
  useEffect(() => setExpanded(false), [pathname, hash]);
  const navbar = useMemo<NavbarContextType>(
    () => ({ onToggle: () => setExpanded((open) => !open), bsPrefix: 'navbar', expanded, expand: 'lg' }),
    [expanded],
  );
  return (
    <NavbarContext.Provider value={navbar}>
      <nav className="navbar navbar-expand-lg navbar-dark qmj-brand-bg shadow-sm">
        <Container>
          {brand}
          <NavbarToggle aria-controls="main-nav" aria-expanded={expanded} aria-label="Toggle navigation" />
          <NavbarCollapse id="main-nav">{children}</NavbarCollapse>
        </Container>
      </nav>
    </NavbarContext.Provider>
  );
}
