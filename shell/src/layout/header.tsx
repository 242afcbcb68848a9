import { CART_PAGE, CUSTOMER_ORDER_PAGES, HOME_PATH, MY_BOOKINGS_PAGE, PATHS } from '@qmj/contracts';
import { useSession } from '@qmj/web-kit';
import { useState } from 'react';
import { Container, Nav, Navbar, NavDropdown } from 'react-bootstrap';
import { Link, NavLink } from 'react-router-dom';
import { NotificationBell } from '../remotes/remote-app';
import { RegisterInvite } from './register-invite';
import { useLogout } from './session-actions';

/** The order menu: every order page, the cart, then the customer's bookings. */
const ORDER_MENU = [
  ...CUSTOMER_ORDER_PAGES.map((page) => ({ path: page.path, label: page.title })),
  { path: CART_PAGE.path, label: CART_PAGE.title },
  { path: MY_BOOKINGS_PAGE.path, label: MY_BOOKINGS_PAGE.title },
];

function Brand({ to }: { to: string }) {
  return (
    <Navbar.Brand as={Link} to={to} className="fw-bold d-flex align-items-center gap-2">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#f2b134" />
        <text x="16" y="21" textAnchor="middle" fontSize="13" fontWeight="700" fill="#4f2566">
          QMJ
        </text>
      </svg>
      QMJ
    </Navbar.Brand>
  );
}

/** A visitor's links: Home, the landing page's sections; without `to`, a button inviting to register. */
const VISITOR_LINKS: { label: string; to?: string }[] = [
  { label: 'Home', to: PATHS.landing },
  { label: 'About', to: `${PATHS.landing}#about` },
  { label: 'Contact Us', to: `${PATHS.landing}#contact` },
  { label: 'Services', to: `${PATHS.landing}#services` },
  { label: 'Book Event' },
  { label: 'Blog', to: `${PATHS.landing}#blog` },
  { label: 'Products' },
];

/** A visitor's header: the sections of the landing page, Book Event and Products invite to register. */
function VisitorNav() {
  const [invite, setInvite] = useState(false);
  return (
    <>
      <Nav className="me-auto" as="ul">
        {VISITOR_LINKS.map((link) => (
          <Nav.Item as="li" key={link.label}>
            {link.to === PATHS.landing ? (
              <Nav.Link as={NavLink} to={PATHS.landing} end>
                {link.label}
              </Nav.Link>
            ) : link.to ? (
              <Nav.Link as={Link} to={link.to}>
                {link.label}
              </Nav.Link>
            ) : (
              <Nav.Link as="button" type="button" onClick={() => setInvite(true)}>
                {link.label}
              </Nav.Link>
            )}
          </Nav.Item>
        ))}
      </Nav>
      <Nav as="ul">
        <Nav.Item as="li">
          {/* A plain link styled as a button: a nav link's own rules would drop the button's yellow. */}
          <Link to={`${PATHS.landing}#login`} className="btn btn-warning px-3">
            Login
          </Link>
        </Nav.Item>
      </Nav>
      <RegisterInvite show={invite} onClose={() => setInvite(false)} />
    </>
  );
}

const CUSTOMER_LINKS = [
  { to: PATHS.home, label: 'Home' },
  { to: PATHS.about, label: 'About' },
  { to: PATHS.contacts, label: 'Contact Us' },
  { to: PATHS.services, label: 'Services' },
  { to: PATHS.bookEvent, label: 'Book event' },
  { to: PATHS.blog, label: 'Blog' },
  { to: PATHS.products, label: 'Products' },
];

function CustomerNav({ username }: { username: string }) {
  const logout = useLogout();
  return (
    <>
      <Nav className="me-auto" as="ul">
        {CUSTOMER_LINKS.map((link) => (
          <Nav.Item as="li" key={link.to}>
            <Nav.Link as={NavLink} to={link.to}>
              {link.label}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Nav as="ul" className="align-items-lg-center gap-lg-2">
        <NavDropdown as="li" title="My Purchase" id="order-menu" align="end">
          {ORDER_MENU.map((item) => (
            <NavDropdown.Item as={Link} to={item.path} key={item.path}>
              {item.label}
            </NavDropdown.Item>
          ))}
        </NavDropdown>
        <Nav.Item as="li" className="d-flex align-items-center">
          <NotificationBell />
        </Nav.Item>
        <NavDropdown as="li" title={username} id="profile-menu" align="end">
          <NavDropdown.Item as={Link} to={PATHS.profile}>
            Edit Profile
          </NavDropdown.Item>
          <NavDropdown.Divider />
          <NavDropdown.Item as="button" type="button" onClick={logout}>
            Logout
          </NavDropdown.Item>
        </NavDropdown>
      </Nav>
    </>
  );
}

export function Header() {
  const user = useSession((s) => s.user);
  return (
    <Navbar expand="lg" variant="dark" className="qmj-brand-bg shadow-sm" collapseOnSelect>
      <Container>
        <Brand to={user ? HOME_PATH[user.role] : PATHS.landing} />
        <Navbar.Toggle aria-controls="main-nav" aria-label="Toggle navigation" />
        <Navbar.Collapse id="main-nav">
          {user ? <CustomerNav username={user.username} /> : <VisitorNav />}
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
