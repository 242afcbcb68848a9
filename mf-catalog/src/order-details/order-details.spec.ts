import { describe, expect, it } from '@jest/globals';
import type { Profile } from '@qmj/contracts';
import { detailsFromProfile, EMPTY_ORDER_DETAILS } from './order-details';

const profile: Profile = {
  id: 7,
  username: 'demo',
  role: 'customer',
  showedUsername: 'Demo',
  contact: '09171234567',
  address: 'Lipa City',
  otherInfo: 'Blue gate',
  legitName: 'Juan Dela Cruz',
  gender: null,
  email: null,
  status: 'active',
  profilePictureUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('detailsFromProfile', () => {
  it('prefills the address, contact, other information and the legit name', () => {
    expect(detailsFromProfile(profile)).toEqual({
      address: 'Lipa City',
      contact: '09171234567',
      otherInfo: 'Blue gate',
      customerName: 'Juan Dela Cruz',
    });
  });

  it('leaves missing fields empty', () => {
    expect(detailsFromProfile({ ...profile, address: null, legitName: null }).address).toBe('');
    expect(detailsFromProfile(null)).toEqual(EMPTY_ORDER_DETAILS);
  });
});
