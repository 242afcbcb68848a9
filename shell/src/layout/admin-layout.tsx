import { ADMIN_SIDEBAR, PATHS } from '@qmj/contracts';
import { useMessenger } from '@qmj/web-kit';
import { NavLink } from '@qmj/web-kit/router';
import { type ReactNode, useState } from 'react';
import { Button, Nav, Navbar, Offcanvas } from 'react-bootstrap';
import { useBusinessUnread } from './business-unread';
import { useLogout } from './session-actions';

/**
 * The administrator's frame: the sidebar titled Administrator and a top bar; remotes render the
 * content. Below the large breakpoint the sidebar folds into a menu that slides in.
 */
export function AdminLayout({ username, children }: { username: string; children: ReactNode }) {
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  useBusinessUnread();
  const unread = useMessenger((state) => state.unread);
  return (
    <div className="d-lg-flex min-vh-100">
      <Offcanvas
        show={menuOpen}
        onHide={closeMenu}
        responsive="lg"
        id="admin-menu"
        className="qmj-sidebar qmj-brand-bg flex-shrink-0"
        aria-labelledby="admin-sidebar-title"
      >
        <Offcanvas.Header closeButton closeVariant="white" className="pb-0" />
        <Offcanvas.Body as="nav" className="flex-column p-3" aria-labelledby="admin-sidebar-title">
          <h2 id="admin-sidebar-title" className="h5 mb-4">
            Administrator
          </h2>
          <Nav className="flex-column gap-1" as="ul">
            {ADMIN_SIDEBAR.map((item) => (
              <Nav.Item as="li" key={item.path}>
                <Nav.Link
                  as={NavLink}
                  to={item.path}
                  className="text-white rounded px-2 d-flex align-items-center gap-2"
                  onClick={closeMenu}
                  aria-label={
                    item.path === PATHS.messages && unread > 0 ? `${item.label}, ${unread} unread` : undefined
                  }
                >
                  {item.label}
                  {item.path === PATHS.messages && unread > 0 && (
                    <span className="badge rounded-pill text-bg-danger" aria-hidden="true">
                      {unread}
                    </span>
                  )}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
        </Offcanvas.Body>
      </Offcanvas>
      <div className="flex-grow-1 d-flex flex-column min-w-0">
        <Navbar bg="white" className="border-bottom px-3 gap-3">
          <Button
            variant="outline-secondary"
            size="sm"
            className="d-lg-none"
            aria-controls="admin-menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            Menu
          </Button>
          <span className="fw-semibold ms-auto" data-testid="admin-username">
            {username}
          </span>
          <Button variant="outline-secondary" size="sm" onClick={logout}>
            Logout
          </Button>
        </Navbar>
        <main className="flex-grow-1 min-w-0">{children}</main>
      </div>
    </div>
  );
}
