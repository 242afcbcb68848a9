import { describe, expect, it } from '@jest/globals';
import {
  type AddOnRecord,
  addedItems,
  addItemBlock,
  addRecord,
  capToRemaining,
  changeRecordSlot,
  choicesFor,
  NO_ADD_ONS_LEFT,
  offeredAddOns,
  quantityFromInput,
  removeRecord,
  requestedAddOns,
  setRecordQuantity,
} from './add-on-records';

const addOn = (slot: number, name: string, price: number, stock = 10) => ({ slot, name, price, stock });
const service = {
  lowPricing: 500_000,
  addOns: [
    addOn(1, 'Extra hour', 150_000),
    addOn(2, 'Drone shots', 250_050),
    addOn(3, '', 0, 0),
    addOn(4, 'Photo booth', 300_000),
    addOn(5, 'Same-day edit', 400_000),
    addOn(6, ' ', 0, 0),
  ],
};
const offered = offeredAddOns(service);

describe('the add-item area', () => {
  it('offers only the slots that have a name', () => {
    expect(offered.map((slot) => slot.slot)).toEqual([1, 2, 4, 5]);
  });

  it('adds the first add-on not yet chosen, none of it', () => {
    const one = addRecord([], offered);
    expect(one).toEqual([{ slot: 1, quantity: 0 }]);
    expect(
      addRecord(
        [
          { slot: 1, quantity: 2 },
          { slot: 2, quantity: 1 },
        ],
        offered,
      ),
    ).toEqual([
      { slot: 1, quantity: 2 },
      { slot: 2, quantity: 1 },
      { slot: 4, quantity: 0 },
    ]);
  });

  it('holds at most 3 records, and says why Add Item is disabled', () => {
    const three = addRecord(addRecord(addRecord([], offered), offered), offered);
    expect(three).toHaveLength(3);
    expect(addItemBlock(three, offered)).toBe('Button is disabled due to reaching the limit of 3 records.');
    expect(addRecord(three, offered)).toEqual(three);
    expect(addItemBlock(three.slice(0, 2), offered)).toBeNull();
  });

  it('is blocked when every add-on is already chosen or the service has none', () => {
    const two = offered.slice(0, 2);
    expect(
      addItemBlock(
        [
          { slot: 1, quantity: 1 },
          { slot: 2, quantity: 1 },
        ],
        two,
      ),
    ).toBe(NO_ADD_ONS_LEFT);
    expect(addItemBlock([], [])).toBe(NO_ADD_ONS_LEFT);
    expect(addRecord([], [])).toEqual([]);
  });

  it('lets a record switch only to its own add-on or a free one', () => {
    const records: AddOnRecord[] = [
      { slot: 1, quantity: 1 },
      { slot: 4, quantity: 2 },
    ];
    expect(choicesFor(records, 0, offered).map((slot) => slot.slot)).toEqual([1, 2, 5]);
    expect(changeRecordSlot(records, 0, 2)).toEqual([
      { slot: 2, quantity: 0 },
      { slot: 4, quantity: 2 },
    ]);
    expect(removeRecord(records, 0)).toEqual([{ slot: 4, quantity: 2 }]);
  });
});

describe('an add-on quantity', () => {
  const records: AddOnRecord[] = [{ slot: 2, quantity: 1 }];

  it('reads an empty or unreadable field as 0 and drops fractions', () => {
    expect(quantityFromInput('')).toBe(0);
    expect(quantityFromInput('abc')).toBe(0);
    expect(quantityFromInput('3.7')).toBe(3);
    expect(quantityFromInput('-2')).toBe(-2);
  });

  it('resets a negative value to 0 with the alert', () => {
    expect(setRecordQuantity(records, 0, -1, 5)).toEqual({
      records: [{ slot: 2, quantity: 0 }],
      message: 'Input cannot be negative. Please enter a value of 0 or higher.',
    });
  });

  it('caps a value above what remains, naming the slot by its ordinal', () => {
    expect(setRecordQuantity(records, 0, 9, 4)).toEqual({
      records: [{ slot: 2, quantity: 4 }],
      message: 'Input exceeds the limit for second stock.',
    });
  });

  it('keeps a value within what remains, silently', () => {
    expect(setRecordQuantity(records, 0, 4, 4)).toEqual({ records: [{ slot: 2, quantity: 4 }], message: null });
  });

  it('caps the records when other dates leave less, alerting for the first', () => {
    const chosen: AddOnRecord[] = [
      { slot: 1, quantity: 2 },
      { slot: 4, quantity: 5 },
      { slot: 5, quantity: 3 },
    ];
    const remaining = new Map([
      [1, 2],
      [4, 1],
      [5, 0],
    ]);
    expect(capToRemaining(chosen, remaining)).toEqual({
      records: [
        { slot: 1, quantity: 2 },
        { slot: 4, quantity: 1 },
        { slot: 5, quantity: 0 },
      ],
      message: 'Input exceeds the limit for fourth stock.',
    });
    expect(capToRemaining(chosen, new Map([...remaining, [4, 5], [5, 3]])).records).toBe(chosen);
  });
});

describe('the Added Items calculation', () => {
  it('multiplies each record, adds the base price, and takes the down payment to the centavo', () => {
    const { items, total, downPayment } = addedItems(service, [
      { slot: 2, quantity: 3 },
      { slot: 1, quantity: 0 },
      { slot: 4, quantity: 1 },
    ]);
    expect(items.map(({ name, quantity, amount }) => ({ name, quantity, amount }))).toEqual([
      { name: 'Drone shots', quantity: 3, amount: 750_150 },
      { name: 'Photo booth', quantity: 1, amount: 300_000 },
    ]);
    expect(total).toBe(1_550_150);
    expect(downPayment).toBe(310_030);
  });

  it('is the base price alone without add-ons', () => {
    expect(addedItems(service, [])).toEqual({ items: [], total: 500_000, downPayment: 100_000 });
  });

  it('sends only the records asking for at least one', () => {
    expect(
      requestedAddOns([
        { slot: 2, quantity: 3 },
        { slot: 1, quantity: 0 },
      ]),
    ).toEqual([{ slot: 2, quantity: 3 }]);
  });
});
