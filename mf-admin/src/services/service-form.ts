import { ADD_ON_ORDINALS, type Service } from '@qmj/contracts';
import { centavosField, pesosText } from '../common/form-values';
import { capitalised } from '../common/list-views';

/** One of the six option rows as typed: the request's name, its price in pesos and its stock. */
export interface AddOnRow {
  name: string;
  price: string;
  stock: string;
}

/**
 * The 'ADD Services' form as typed: text of the inputs, the minimum price in pesos (`PESOS_HINT`; the contract's is in
 * centavos) and the six option rows. The image is chosen beside them.
 */
export interface ServiceFormValues {
  title: string;
  information: string;
  lowPricing: string;
  addOns: AddOnRow[];
}

const EMPTY_ADD_ON: AddOnRow = { name: '', price: '', stock: '' };

/** The add-on slots by number (1…6), with the ordinal the business names them by ('First'…). */
export const ADD_ON_SLOTS = ADD_ON_ORDINALS.map((ordinal, index) => ({
  slot: index + 1,
  ordinal: capitalised(ordinal),
}));

export const EMPTY_SERVICE_FORM: ServiceFormValues = {
  title: '',
  information: '',
  lowPricing: '',
  addOns: ADD_ON_SLOTS.map(() => EMPTY_ADD_ON),
};

/** The EDIT dialog's starting values: the service as saved. */
export function formFromService(service: Service): ServiceFormValues {
  return {
    title: service.title,
    information: service.information,
    lowPricing: pesosText(service.lowPricing),
    addOns: ADD_ON_SLOTS.map(({ slot }) => {
      const addOn = service.addOns.find((offered) => offered.slot === slot);
      if (!addOn?.name) return EMPTY_ADD_ON;
      return { name: addOn.name, price: pesosText(addOn.price), stock: String(addOn.stock) };
    }),
  };
}

/** An optional number left blank counts as 0; anything typed goes to the schema as it is. */
function blankAsZero<Value>(value: Value | ''): Value | 0 {
  return value === '' ? 0 : value;
}

/**
 * The service's fields as `serviceFieldsSchema` checks them (the form, then again the API), under the inputs' names:
 * the prices in centavos, and all six slots, a slot without a name being one the service does not offer.
 */
export function serviceFields(values: ServiceFormValues) {
  return {
    title: values.title,
    information: values.information,
    lowPricing: centavosField(values.lowPricing),
    addOns: values.addOns.map((row, index) => ({
      slot: index + 1,
      name: row.name.trim(),
      price: blankAsZero(centavosField(row.price)),
      stock: blankAsZero(row.stock.trim()),
    })),
  };
}
