import type { BookedRecord, bookedRecordFieldsSchema } from '@qmj/contracts';
import { FieldList, type FieldsOf, type ListedField } from '@qmj/web-kit/ui';

/** The booked record's form values as typed (the middle name may be left out). */
export type BookedRecordInput = (typeof bookedRecordFieldsSchema)['_zod']['input'];

/** The record's fields in the booked list's order, with their labels, lengths and kinds. */
export const BOOKED_RECORD_FIELDS = [
  { name: 'trackcode', label: 'Track Code', maxLength: 40 },
  { name: 'firstname', label: 'First Name', maxLength: 80 },
  { name: 'middlename', label: 'Middle Name', maxLength: 80, optional: true },
  { name: 'lastname', label: 'Last Name', maxLength: 80 },
  { name: 'email', label: 'Email', maxLength: 254, type: 'email' },
] as const satisfies readonly (ListedField<BookedRecordInput> & { name: keyof BookedRecord })[];

export const EMPTY_BOOKED_RECORD: BookedRecordInput = {
  trackcode: '',
  firstname: '',
  middlename: '',
  lastname: '',
  email: '',
};

/** The insert and edit forms' fields; every one is required but the middle name. */
export function BookedRecordFields({ form, idPrefix }: { form: FieldsOf<BookedRecordInput>; idPrefix: string }) {
  return <FieldList form={form} fields={BOOKED_RECORD_FIELDS} idPrefix={idPrefix} />;
}
