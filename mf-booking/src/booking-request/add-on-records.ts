import {
  BOOKING_ADD_ITEM_LIMIT,
  BOOKING_MESSAGES,
  bookingTotal,
  correctAddOnQuantity,
  downPayment,
  exceedsStockMessage,
  type Service,
} from '@qmj/contracts';

/** One record of the add-item area: an add-on slot of the service and how many of it. */
export interface AddOnRecord {
  slot: number;
  quantity: number;
}

export type ServiceAddOn = Service['addOns'][number];

/** One line of the Added Items calculation. */
export interface AddedItem extends ServiceAddOn {
  quantity: number;
  amount: number;
}

export const NO_ADD_ONS_LEFT = 'Every add-on of this service is already added.';

/** The slots a service offers: a slot without a name is empty (docs/bookings.md). */
export function offeredAddOns(service: Pick<Service, 'addOns'>): ServiceAddOn[] {
  return service.addOns.filter((addOn) => addOn.name.trim() !== '');
}

function freeSlots(records: readonly AddOnRecord[], offered: readonly ServiceAddOn[]): ServiceAddOn[] {
  return offered.filter((addOn) => !records.some((record) => record.slot === addOn.slot));
}

/** Why Add Item is disabled (the 3-record limit first), or null when it may add a record. */
export function addItemBlock(records: readonly AddOnRecord[], offered: readonly ServiceAddOn[]): string | null {
  if (records.length >= BOOKING_ADD_ITEM_LIMIT) return BOOKING_MESSAGES.addItemLimit;
  return freeSlots(records, offered).length === 0 ? NO_ADD_ONS_LEFT : null;
}

/** The records with one more: the first add-on not yet chosen, none of it yet. */
export function addRecord(records: readonly AddOnRecord[], offered: readonly ServiceAddOn[]): AddOnRecord[] {
  const [free] = freeSlots(records, offered);
  if (addItemBlock(records, offered) !== null || !free) return [...records];
  return [...records, { slot: free.slot, quantity: 0 }];
}

/** The add-ons a record may switch to: its own and those no other record holds. */
export function choicesFor(
  records: readonly AddOnRecord[],
  index: number,
  offered: readonly ServiceAddOn[],
): ServiceAddOn[] {
  return freeSlots(
    records.filter((_record, other) => other !== index),
    offered,
  );
}

/** Another add-on for a record starts again from none of it. */
export function changeRecordSlot(records: readonly AddOnRecord[], index: number, slot: number): AddOnRecord[] {
  return records.map((record, other) => (other === index ? { slot, quantity: 0 } : record));
}

export function removeRecord(records: readonly AddOnRecord[], index: number): AddOnRecord[] {
  return records.filter((_record, other) => other !== index);
}

/** A quantity field's text as a whole number: an empty or unreadable field is 0. */
export function quantityFromInput(text: string): number {
  const value = Math.trunc(Number(text));
  return Number.isFinite(value) ? value : 0;
}

/**
 * A record's quantity as typed, through the add-on quantity rule (a negative one is 0, one above what remains
 * is what remains), with the alert to show.
 */
export function setRecordQuantity(
  records: readonly AddOnRecord[],
  index: number,
  typed: number,
  remaining: number,
): { records: AddOnRecord[]; message: string | null } {
  const record = records[index];
  if (!record) return { records: [...records], message: null };
  const { quantity, message } = correctAddOnQuantity(typed, remaining, record.slot);
  return { records: records.map((other, at) => (at === index ? { ...record, quantity } : other)), message };
}

/**
 * The records once what remains has changed (other dates chosen): a quantity above what now remains is capped at
 * it, with the alert of the first one capped. The same array comes back when nothing changes.
 */
export function capToRemaining(
  records: readonly AddOnRecord[],
  remaining: ReadonlyMap<number, number>,
): { records: readonly AddOnRecord[]; message: string | null } {
  const over = records.filter((record) => record.quantity > (remaining.get(record.slot) ?? 0));
  if (over.length === 0) return { records, message: null };
  return {
    records: records.map((record) => ({
      ...record,
      quantity: Math.min(record.quantity, remaining.get(record.slot) ?? 0),
    })),
    message: exceedsStockMessage(over[0].slot),
  };
}

/** The Added Items calculation: each record asked for, its amount, the total with the base price, and the down payment. */
export function addedItems(
  service: Pick<Service, 'lowPricing' | 'addOns'>,
  records: readonly AddOnRecord[],
): { items: AddedItem[]; total: number; downPayment: number } {
  const items = records.flatMap((record) => {
    const addOn = service.addOns.find((slot) => slot.slot === record.slot);
    return addOn && record.quantity > 0
      ? [{ ...addOn, quantity: record.quantity, amount: addOn.price * record.quantity }]
      : [];
  });
  const total = bookingTotal(service.lowPricing, items);
  return { items, total, downPayment: downPayment(total) };
}

/** The add-ons a request sends: the records asking for at least one. */
export function requestedAddOns(records: readonly AddOnRecord[]): AddOnRecord[] {
  return records.filter((record) => record.quantity > 0).map(({ slot, quantity }) => ({ slot, quantity }));
}
