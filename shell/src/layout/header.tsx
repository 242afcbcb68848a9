import { HOME_PATH, PATHS } from '@qmj/contracts';
import { loadOnce, useSession } from '@qmj/web-kit';
import { Link, NavLink } from '@qmj/web-kit/router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Nav } from 'react-bootstrap';
import NavbarBrand from 'react-bootstrap/NavbarBrand';
import { SiteNavbar } from './site-navbar';

// A visitor's first page carries neither the signed-in menus (their dropdowns) nor the invitation's dialog.
type SignedInMenu = typeof import('./customer-nav');
let signedInMenu: SignedInMenu | null = null;

/**
 * The signed-in menu's code, kept once loaded so the header draws it in the same frame as the session. The login
 * card asks for it as a visitor starts to sign in, so it has arrived with the sign-in's answer
 * (docs/serving.md#what-loads-when).
 */
export const loadSignedInMenu = loadOnce(() =>
  import('./customer-nav').then((module) => {
    signedInMenu = module;
    return module;
  }),
);

const RegisterInvite = lazy(() => import('./register-invite').then((module) => ({ default: module.RegisterInvite })));

function Brand({ to }: { to: string }) {
  return (
    <NavbarBrand as={Link} to={to} className="fw-bold d-flex align-items-center gap-2">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#f2b134" />
        <text x="16" y="21" textAnchor="middle" fontSize="13" fontWeight="700" fill="#4f2566">
          QMJ
        </text>
      </svg>
      QMJ
    </NavbarBrand>
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
      {invite && (
        <Suspense fallback={null}>
          <RegisterInvite show onClose={() => setInvite(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The signed-in menu, drawn at once when its code has arrived (after a sign-in); else mounted as it arrives, as a
 * state update rather than a suspended lazy component, whose reveal React holds back (docs/serving.md#what-loads-when).
 */
function SignedInNav({ username }: { username: string }) {
  const [menu, setMenu] = useState(signedInMenu);
  useEffect(() => {
    if (!menu) loadSignedInMenu().then(setMenu, () => undefined);
  }, [menu]);
  return menu && <menu.CustomerNav username={username} />;
}

export function Header() {
  const user = useSession((s) => s.user);
  return (
    <SiteNavbar brand={<Brand to={user ? HOME_PATH[user.role] : PATHS.landing} />}>
      {user ? <SignedInNav username={user.username} /> : <VisitorNav />}
    </SiteNavbar>
  );
}
