import { describe, expect, it } from '@jest/globals';
import { type Profile, quotationRequestSchema } from '@qmj/contracts';
import { canQuote, quotationRequest, requestDefaults } from './booking-request';

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

describe('the quotation of the form before filing', () => {
  const addOns = [{ slot: 2, quantity: 3 }];

  it('is offered once both dates are chosen, with or without add-ons', () => {
    expect(canQuote({ startDate: '2026-05-09', endDate: '2026-05-10' })).toBe(true);
    expect(canQuote({ startDate: '2026-05-09', endDate: '' })).toBe(false);
    expect(canQuote({ startDate: '', endDate: '2026-05-09' })).toBe(false);
    expect(canQuote(requestDefaults(3, null, undefined))).toBe(false);
    expect(canQuote(requestDefaults(3, '2026-05-09', undefined))).toBe(true);
  });

  it('asks for the service, the dates, the add-ons and the event title as typed, and nothing of the request besides', () => {
    const fields = { ...requestDefaults(3, '2026-05-09', profile), eventTitle: "  Lia's Debut " };
    expect(quotationRequest(3, fields, addOns)).toEqual({
      serviceId: 3,
      eventTitle: "Lia's Debut",
      startDate: '2026-05-09',
      endDate: '2026-05-09',
      addOns,
    });
    expect(quotationRequestSchema.safeParse(quotationRequest(3, fields, addOns)).success).toBe(true);
  });

  it('leaves out an event title not typed yet, which the quotation may go without', () => {
    const asked = quotationRequest(3, requestDefaults(3, '2026-05-09', profile), []);
    expect(asked).not.toHaveProperty('eventTitle');
    expect(asked.addOns).toEqual([]);
  });
});
