import { apiQuery, errorMessage } from '@qmj/web-kit';
import { ErrorState, Loading, useDrawnInSlices, usePageTitle } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'react-bootstrap';
import { AccountLayout } from '../account/account-layout';
import { PROFILE_LOAD_FAILED } from '../account/profile';
import { AccountDetailsCard } from './account-details-card';
import { ProfilePictureCard } from './profile-picture-card';

/** `/editprofiles`: the Profile Picture and Account Details cards. */
export function EditProfilePage() {
  usePageTitle('Edit Profile');
  const { data: profile, error, refetch } = useQuery(apiQuery.me.get.queryOptions());
  const drawn = useDrawnInSlices(profile !== undefined);
  return (
    <AccountLayout>
      <h1 className="h3 mb-3">Edit Profile</h1>
      {!profile && error ? (
        <ErrorState message={errorMessage(error, PROFILE_LOAD_FAILED)} onRetry={() => void refetch()} />
      ) : !profile || !drawn ? (
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
