import { z } from 'zod';
import { centavos, numberFromText } from './api.js';
import { MAX_ADD_ON_PRICE, MAX_ADD_ON_QUANTITY } from './booking-capacity.js';
import { fromJsonText, requiredText, slotNumber } from './booking-fields.js';
import { ADD_ON_SLOT_COUNT } from './constants.js';
import { TEXT_MAX, tooLongMessage } from './limits.js';

const wholeAmount = (max: number, message: string) =>
  numberFromText(
    z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message }),
  );

/** One of a service's six add-on slots; an empty name is an empty slot. */
export const addOnSlotSchema = z.object({
  slot: slotNumber,
  name: z
    .string()
    .trim()
    .max(TEXT_MAX.addOnName, { error: tooLongMessage(TEXT_MAX.addOnName) })
    .default(''),
  price: wholeAmount(MAX_ADD_ON_PRICE, 'Add-on prices and stocks must be whole numbers of 0 or more.').default(0),
  stock: wholeAmount(MAX_ADD_ON_QUANTITY, 'Add-on prices and stocks must be whole numbers of 0 or more.').default(0),
});
export type AddOnSlot = z.infer<typeof addOnSlotSchema>;

/** The service form (multipart): title, information, minimum price in centavos, the six slots as JSON text. */
export const serviceFieldsSchema = z.object({
  title: requiredText(TEXT_MAX.serviceTitle, 'Please fill out all required fields'),
  information: requiredText(TEXT_MAX.serviceInformation, 'Please fill out all required fields'),
  lowPricing: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    numberFromText(
      z
        .number({ error: 'Please fill out all required fields' })
        .int({ error: 'The minimum price must be a whole number of 0 or more.' })
        .min(0, { error: 'The minimum price must be a whole number of 0 or more.' })
        .max(MAX_ADD_ON_PRICE, { error: 'The minimum price must be a whole number of 0 or more.' }),
    ),
  ),
  addOns: fromJsonText(
    z
      .array(addOnSlotSchema, { error: 'addOns must be a list of slots' })
      .max(ADD_ON_SLOT_COUNT, { error: `At most ${ADD_ON_SLOT_COUNT} add-ons.` })
      .refine((slots) => new Set(slots.map((slot) => slot.slot)).size === slots.length, {
        error: 'Each add-on slot may be given once.',
      }),
  ).default([]),
});
export type ServiceFields = z.infer<typeof serviceFieldsSchema>;

export const serviceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  information: z.string(),
  lowPricing: centavos,
  imageUrl: z.string().nullable(),
  /** All six slots, in order; a slot with an empty name is not offered. */
  addOns: z.array(z.object({ slot: z.number().int(), name: z.string(), price: centavos, stock: z.number().int() })),
});
export type Service = z.infer<typeof serviceSchema>;

export const remainingAddOnsSchema = z.object({
  addOns: z.array(
    z.object({
      slot: z.number().int(),
      name: z.string(),
      price: centavos,
      stock: z.number().int(),
      remaining: z.number().int(),
    }),
  ),
});
export type RemainingAddOns = z.infer<typeof remainingAddOnsSchema>;
