import { ORDER_DETAIL_FIELDS, type OrderDetails } from '@qmj/contracts';
import { FieldList, type FieldsOf } from '@qmj/web-kit/ui';
import { Form } from 'react-bootstrap';

/** Address, Contact, Other Information and Customer Name: all required (docs/orders.md). */
export function OrderDetailsFields({ idPrefix, form }: { idPrefix: string; form: FieldsOf<OrderDetails> }) {
  return <FieldList form={form} fields={ORDER_DETAIL_FIELDS} idPrefix={idPrefix} />;
}

/** The same details, read only (the checkout dialog): labelled plain-text boxes. */
export function OrderDetailsReadOnly({ idPrefix, details }: { idPrefix: string; details: OrderDetails }) {
  return (
    <>
      {ORDER_DETAIL_FIELDS.map((field) => (
        <Form.Group key={field.name} controlId={`${idPrefix}-${field.name}`} className="row mb-1">
          <Form.Label column sm={4} className="small text-body-secondary py-1">
            {field.label}
          </Form.Label>
          <div className="col-sm-8">
            <Form.Control plaintext readOnly size="sm" value={details[field.name]} />
          </div>
        </Form.Group>
      ))}
    </>
  );
}
