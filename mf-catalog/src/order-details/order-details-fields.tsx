import type { OrderDetails } from '@qmj/contracts';
import { Form } from 'react-bootstrap';

const FIELDS: { name: keyof OrderDetails; label: string; autoComplete: string; maxLength: number }[] = [
  { name: 'address', label: 'Address', autoComplete: 'street-address', maxLength: 255 },
  { name: 'contact', label: 'Contact', autoComplete: 'tel', maxLength: 30 },
  { name: 'otherInfo', label: 'Other Information', autoComplete: 'off', maxLength: 255 },
  { name: 'customerName', label: 'Customer Name', autoComplete: 'name', maxLength: 100 },
];

interface OrderDetailsFieldsProps {
  idPrefix: string;
  details: OrderDetails;
  disabled?: boolean;
  onChange: (details: OrderDetails) => void;
}

/** Address, Contact, Other Information and Customer Name: all required (seed 001 section 5). */
export function OrderDetailsFields({ idPrefix, details, disabled = false, onChange }: OrderDetailsFieldsProps) {
  return (
    <>
      {FIELDS.map((field) => (
        <Form.Group key={field.name} controlId={`${idPrefix}-${field.name}`} className="mb-3">
          <Form.Label className="fw-semibold">{field.label}</Form.Label>
          <Form.Control
            required
            value={details[field.name]}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            disabled={disabled}
            onChange={(event) => onChange({ ...details, [field.name]: event.target.value })}
          />
        </Form.Group>
      ))}
    </>
  );
}

/** The same details, read only (the checkout dialog): labelled plain-text boxes. */
export function OrderDetailsReadOnly({ idPrefix, details }: { idPrefix: string; details: OrderDetails }) {
  return (
    <>
      {FIELDS.map((field) => (
        <Form.Group key={field.name} controlId={`${idPrefix}-${field.name}`} className="row mb-1">
          <Form.Label column sm={4} className="small text-body-secondary py-1">
            {field.label}
          </Form.Label>
          <div className="col-sm-8">
            <Form.Control plaintext readOnly size="sm" value={details[field.name].trim()} />
          </div>
        </Form.Group>
      ))}
    </>
  );
}
