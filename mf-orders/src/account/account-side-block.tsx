import { CART_PAGE, PATHS } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { NavLink } from '@qmj/web-kit/router';
import { Loading } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Nav } from 'react-bootstrap';
import { purchaseTab } from '../purchases/purchase-tabs';
import { displayedUsername, PROFILE_LOAD_FAILED } from './profile';
import { ProfilePicture } from './profile-picture';

/** The side links of the specifications' account pages. */
export const ACCOUNT_LINKS = [
  { to: PATHS.profile, label: 'Edit Profile' },
  { to: purchaseTab('history').path, label: 'Order History' },
  { to: purchaseTab('to-ship').path, label: 'My Purchase' },
  { to: CART_PAGE.path, label: 'Shopping Cart' },
] as const;

/** The side block of the order pages and the profile editor: picture, displayed username, side links. */
export function AccountSideBlock() {
  const { data: profile, error } = useQuery(apiQuery.me.get.queryOptions());

  return (
    <Card as="aside" aria-label="My account" className="shadow-sm">
      <Card.Body>
        {profile ? (
          <div className="d-flex align-items-center gap-3 mb-3">
            <ProfilePicture url={profile.profilePictureUrl} name={displayedUsername(profile)} size={56} />
            <div style={{ minWidth: 0 }}>
              <div className="fw-semibold text-truncate">{displayedUsername(profile)}</div>
              <div className="small text-body-secondary text-truncate">@{profile.username}</div>
            </div>
          </div>
        ) : error ? (
          <Alert variant="warning" className="small py-2">
            {errorMessage(error, PROFILE_LOAD_FAILED)}
          </Alert>
        ) : (
          <Loading className="py-2" />
        )}
        <Nav as="ul" variant="pills" className="flex-column gap-1">
          {ACCOUNT_LINKS.map((link) => (
            <Nav.Item as="li" key={link.to}>
              <Nav.Link as={NavLink} to={link.to} end className="px-2 py-1">
                {link.label}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </Card.Body>
    </Card>
  );
}
