import { describe, expect, it } from '@jest/globals';
import { type Service, serviceFieldsSchema } from '@qmj/contracts';
import {
  ADD_ON_SLOTS,
  EMPTY_SERVICE_FORM,
  formFromService,
  type ServiceFormValues,
  serviceFields,
} from './service-form';

const FILL_REQUIRED = 'Please fill out all required fields';
const WHOLE_NUMBERS = 'Add-on prices and stocks must be whole numbers of 0 or more.';

const filled: ServiceFormValues = {
  ...EMPTY_SERVICE_FORM,
  title: 'Wedding Coverage',
  information: 'Photo and video of the whole day.',
  lowPricing: '15000',
  addOns: EMPTY_SERVICE_FORM.addOns.map((row, index) =>
    index === 1 ? { name: 'Drone shots', price: '2500.50', stock: '2' } : row,
  ),
};

/** The first problem the contracts' schema finds in the form's fields, or null. */
function schemaProblem(values: ServiceFormValues): string | null {
  const checked = serviceFieldsSchema.safeParse(serviceFields(values));
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

describe('ADD_ON_SLOTS', () => {
  it('numbers the six slots and names them First … Sixth', () => {
    expect(ADD_ON_SLOTS.map((slot) => slot.slot)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ADD_ON_SLOTS[0].ordinal).toBe('First');
    expect(ADD_ON_SLOTS[5].ordinal).toBe('Sixth');
  });
});

describe('serviceFields', () => {
  it('gives the prices in centavos and every slot, blank ones as empty slots of 0', () => {
    const fields = serviceFieldsSchema.parse(serviceFields(filled));
    expect(fields.lowPricing).toBe(1_500_000);
    expect(fields.addOns).toHaveLength(6);
    expect(fields.addOns[1]).toEqual({ slot: 2, name: 'Drone shots', price: 250_050, stock: 2 });
    expect(fields.addOns[0]).toEqual({ slot: 1, name: '', price: 0, stock: 0 });
  });

  it('asks for the title, the minimum price and the information with the same sentence', () => {
    expect(schemaProblem(EMPTY_SERVICE_FORM)).toBe(FILL_REQUIRED);
    expect(schemaProblem({ ...filled, title: '  ' })).toBe(FILL_REQUIRED);
    expect(schemaProblem({ ...filled, information: '' })).toBe(FILL_REQUIRED);
    expect(schemaProblem({ ...filled, lowPricing: '' })).toBe(FILL_REQUIRED);
    expect(schemaProblem({ ...filled, lowPricing: 'abc' })).toBe(FILL_REQUIRED);
    expect(schemaProblem(filled)).toBeNull();
  });

  it('wants option prices and stocks to be numbers of 0 or more, stocks whole', () => {
    const withOption = (row: Partial<ServiceFormValues['addOns'][number]>) => ({
      ...filled,
      addOns: filled.addOns.map((addOn, index) => (index === 3 ? { ...addOn, name: 'Lights', ...row } : addOn)),
    });
    expect(schemaProblem(withOption({ price: 'ten' }))).toBe(WHOLE_NUMBERS);
    expect(schemaProblem(withOption({ price: '-1' }))).toBe(WHOLE_NUMBERS);
    expect(schemaProblem(withOption({ stock: '1.5' }))).toBe(WHOLE_NUMBERS);
    expect(schemaProblem(withOption({ stock: 'x' }))).toBe(WHOLE_NUMBERS);
    expect(schemaProblem(withOption({ price: '99.99', stock: '4' }))).toBeNull();
  });
});

describe('formFromService', () => {
  const service: Service = {
    id: 7,
    title: 'Sound and Lights',
    information: 'Speakers and a light show.',
    lowPricing: 800_050,
    imageUrl: '/api/media/x.png',
    addOns: [
      { slot: 1, name: 'Fog machine', price: 150_000, stock: 3 },
      { slot: 2, name: '', price: 0, stock: 0 },
      { slot: 3, name: 'LED wall', price: 1_000_025, stock: 1 },
      { slot: 4, name: '', price: 0, stock: 0 },
      { slot: 5, name: '', price: 0, stock: 0 },
      { slot: 6, name: '', price: 0, stock: 0 },
    ],
  };

  it('shows the prices in pesos, the offered slots filled and the others blank', () => {
    const values = formFromService(service);
    expect(values.lowPricing).toBe('8000.5');
    expect(values.addOns[0]).toEqual({ name: 'Fog machine', price: '1500', stock: '3' });
    expect(values.addOns[1]).toEqual({ name: '', price: '', stock: '' });
    expect(values.addOns[2]).toEqual({ name: 'LED wall', price: '10000.25', stock: '1' });
  });

  it('sends back what it was given when nothing is changed', () => {
    const fields = serviceFieldsSchema.parse(serviceFields(formFromService(service)));
    expect(fields.lowPricing).toBe(service.lowPricing);
    expect(fields.addOns).toEqual(service.addOns);
  });
});
