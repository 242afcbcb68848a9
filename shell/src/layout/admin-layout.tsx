import { ADMIN_SIDEBAR } from '@qmj/contracts';
import type { ReactNode } from 'react';
import { Button, Nav, Navbar } from 'react-bootstrap';
import { NavLink } from 'react-router-dom';
import { useLogout } from './session-actions';

/** The administrator's frame: the sidebar titled Administrator and a top bar; remotes render the content. */
export function AdminLayout({ username, children }: { username: string; children: ReactNode }) {
  const logout = useLogout();
  return (
    <div className="d-flex min-vh-100">
      <nav className="qmj-sidebar qmj-brand-bg p-3 flex-shrink-0" aria-labelledby="admin-sidebar-title">
        <h2 id="admin-sidebar-title" className="h5 mb-4">
          Administrator
        </h2>
        <Nav className="flex-column gap-1" as="ul">
          {ADMIN_SIDEBAR.map((item) => (
            <Nav.Item as="li" key={item.path}>
              <Nav.Link as={NavLink} to={item.path} className="text-white rounded px-2">
                {item.label}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </nav>
      <div className="flex-grow-1 d-flex flex-column min-w-0">
        <Navbar bg="white" className="border-bottom px-3 justify-content-end gap-3">
          <span className="fw-semibold" data-testid="admin-username">
            {username}
          </span>
          <Button variant="outline-secondary" size="sm" onClick={logout}>
            Logout
          </Button>
        </Navbar>
        <main className="flex-grow-1">{children}</main>
      </div>
    </div>
  );
}
