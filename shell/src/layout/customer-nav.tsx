import { CART_PAGE, CUSTOMER_ORDER_PAGES, MY_BOOKINGS_PAGE, PATHS } from '@qmj/contracts';
import { Link, NavLink } from '@qmj/web-kit/router';
import { Nav, NavDropdown } from 'react-bootstrap';
import { NotificationBell } from '../remotes/remote-app';
import { MessagesLauncher } from './messages-launcher';
import { useLogout } from './session-actions';

/** The order menu: every order page, the cart, then the customer's bookings. */
const ORDER_MENU = [
  ...CUSTOMER_ORDER_PAGES.map((page) => ({ path: page.path, label: page.title })),
  { path: CART_PAGE.path, label: CART_PAGE.title },
  { path: MY_BOOKINGS_PAGE.path, label: MY_BOOKINGS_PAGE.title },
];

const CUSTOMER_LINKS = [
  { to: PATHS.home, label: 'Home' },
  { to: PATHS.about, label: 'About' },
  { to: PATHS.contacts, label: 'Contact Us' },
  { to: PATHS.services, label: 'Services' },
  { to: PATHS.bookEvent, label: 'Book event' },
  { to: PATHS.blog, label: 'Blog' },
  { to: PATHS.products, label: 'Products' },
  { to: PATHS.customizer, label: 'Mug Customizer' },
];

export function CustomerNav({ username }: { username: string }) {
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
        <Nav.Item as="li">
          <MessagesLauncher />
        </Nav.Item>
        <Nav.Item as="li" className="d-flex align-items-center notification-bell-slot">
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
