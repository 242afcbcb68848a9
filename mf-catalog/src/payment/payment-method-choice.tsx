import type { PaymentMethod } from '@qmj/contracts';
import { Form } from 'react-bootstrap';

const CHOICES: { method: PaymentMethod; label: string }[] = [
  { method: 'COD', label: 'COD' },
  { method: 'GCASH', label: 'GCash' },
];

interface PaymentMethodChoiceProps {
  idPrefix: string;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/** Payment Method: COD (the default) or GCash. */
export function PaymentMethodChoice({ idPrefix, value, onChange }: PaymentMethodChoiceProps) {
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold mb-2">Payment Method</legend>
      {CHOICES.map((choice) => (
        <Form.Check
          key={choice.method}
          inline
          type="radio"
          id={`${idPrefix}-payment-${choice.method}`}
          name={`${idPrefix}-payment`}
          label={choice.label}
          checked={value === choice.method}
          onChange={() => onChange(choice.method)}
        />
      ))}
      <Form.Text as="p" className="mb-0">
        {value === 'GCASH'
          ? 'Pay to the GCash number below, then upload the receipt.'
          : 'Pay in cash when the order is delivered.'}
      </Form.Text>
    </fieldset>
  );
}
