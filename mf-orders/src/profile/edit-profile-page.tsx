import { Loading } from '@qmj/web-kit';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { AccountLayout } from '../account/account-layout';
import { useCurrentProfile, useProfileStore } from '../account/profile-store';
import { AccountDetailsCard } from './account-details-card';
import { ProfilePictureCard } from './profile-picture-card';

/** `/editprofiles`: the Profile Picture and Account Details cards (the side block loads the profile). */
export function EditProfilePage() {
  const profile = useCurrentProfile();
  const error = useProfileStore((s) => s.error);
  const load = useProfileStore((s) => s.load);
  return (
    <AccountLayout>
      <h1 className="h3 mb-3">Edit Profile</h1>
      {!profile && error ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
          <span>{error}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void load()}>
            Retry
          </Button>
        </Alert>
      ) : !profile ? (
        <Loading />
      ) : (
        <Row className="g-4">
          <Col xl={4}>
            <ProfilePictureCard profile={profile} />
          </Col>
          <Col xl={8}>
            <AccountDetailsCard key={profile.id} profile={profile} />
          </Col>
        </Row>
      )}
    </AccountLayout>
  );
}
