import { describe, expect, it } from '@jest/globals';
import { NO_ORDER_DETAILS, type Profile, updateProfileSchema } from '@qmj/contracts';
import { prefilledDetails, profileWithDetails } from './order-details';

const profile: Profile = {
  id: 7,
  username: 'demo',
  role: 'customer',
  showedUsername: 'Demo',
  contact: '09171234567',
  address: 'Lipa City',
  otherInfo: 'Blue gate',
  legitName: 'Juan Dela Cruz',
  gender: 'male',
  email: 'juan@example.com',
  status: 'active',
  profilePictureUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const lastOrder = { address: 'Tanauan', contact: '09998887777', otherInfo: 'Red door', customerName: 'Ana Cruz' };

describe('prefilledDetails', () => {
  it('prefills the address, contact, other information and the legit name from the profile first', () => {
    expect(prefilledDetails(profile, lastOrder)).toEqual({
      address: 'Lipa City',
      contact: '09171234567',
      otherInfo: 'Blue gate',
      customerName: 'Juan Dela Cruz',
    });
  });

  it("takes what the profile lacks from the last order's details", () => {
    const bare = { ...profile, address: null, legitName: '', contact: null, otherInfo: null };
    expect(prefilledDetails(bare, lastOrder)).toEqual(lastOrder);
    expect(prefilledDetails(null, lastOrder)).toEqual(lastOrder);
    expect(prefilledDetails({ ...profile, address: null }, lastOrder).address).toBe('Tanauan');
  });

  it('leaves empty what neither knows', () => {
    expect(prefilledDetails({ ...profile, address: null }, null).address).toBe('');
    expect(prefilledDetails(null, null)).toEqual(NO_ORDER_DETAILS);
  });
});

describe('profileWithDetails', () => {
  it('saves the four details as the account details the profile editor checks, keeping the displayed name', () => {
    const update = profileWithDetails(profile, lastOrder);
    expect(updateProfileSchema.parse(update)).toEqual({
      showedUsername: 'Demo',
      contact: '09998887777',
      address: 'Tanauan',
      otherInfo: 'Red door',
      legitName: 'Ana Cruz',
    });
    // Gender and e-mail are left out, so the API keeps them.
    expect(update).not.toHaveProperty('gender');
    expect(profileWithDetails({ ...profile, showedUsername: null }, lastOrder).showedUsername).toBe('demo');
  });
});
