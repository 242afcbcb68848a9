import { describe, expect, it } from '@jest/globals';
import type { Profile } from '@qmj/contracts';
import { requestDefaults } from './booking-request';

const profile: Profile = {
  id: 7,
  username: 'maria',
  role: 'customer',
  showedUsername: 'Maria',
  contact: '09171234567',
  address: 'Lipa City',
  otherInfo: null,
  legitName: 'Maria Santos',
  gender: 'female',
  email: 'maria@example.com',
  status: 'active',
  profilePictureUrl: null,
  createdAt: '2026-01-05T02:00:00.000Z',
};

describe('the request form as it opens', () => {
  it('takes the name, e-mail and phone from the profile and the chosen day as start and end', () => {
    expect(requestDefaults(3, '2026-05-09', profile)).toMatchObject({
      serviceId: 3,
      startDate: '2026-05-09',
      endDate: '2026-05-09',
      name: 'Maria Santos',
      email: 'maria@example.com',
      phone: '09171234567',
      eventTitle: '',
      addOns: [],
    });
  });

  it('leaves empty what the profile lacks, and the dates without a chosen day', () => {
    const bare = { ...profile, legitName: null, email: null, contact: null };
    expect(requestDefaults(3, null, bare)).toMatchObject({
      startDate: '',
      endDate: '',
      name: '',
      email: '',
      phone: '',
    });
    expect(requestDefaults(3, null, undefined)).toMatchObject({ name: '', email: '', phone: '' });
  });
});
