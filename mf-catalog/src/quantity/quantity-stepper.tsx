import { useEffect, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { clampQuantity, parseQuantityText } from './quantity';

interface QuantityStepperProps {
  id: string;
  quantity: number;
  stock: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/**
 * "Decrease quantity", the labelled "Quantity" box and "Increase quantity": from 1 to the stock.
 * Going beyond the stock says 'Maximum stock reached…'; below 1 is refused.
 */
export function QuantityStepper({ id, quantity, stock, disabled = false, onChange }: QuantityStepperProps) {
  const [text, setText] = useState(String(quantity));
  const [message, setMessage] = useState<string | null>(null);

  // The quantity may change from outside (a failed save puts the old one back).
  useEffect(() => {
    setText(String(quantity));
  }, [quantity]);

  const apply = (wanted: number) => {
    const change = clampQuantity(wanted, stock);
    setMessage(change.message);
    setText(String(change.quantity));
    if (change.quantity !== quantity) onChange(change.quantity);
  };

  const type = (typed: string) => {
    const wanted = parseQuantityText(typed);
    if (wanted === null) {
      // Still being typed (empty): the last good quantity stays until it is a number again.
      setText(typed);
      return;
    }
    apply(wanted);
  };

  const messageId = `${id}-message`;
  return (
    <Form.Group controlId={id}>
      <Form.Label className="fw-semibold">Quantity</Form.Label>
      <InputGroup style={{ maxWidth: '11rem' }}>
        <Button
          variant="outline-secondary"
          aria-label="Decrease quantity"
          disabled={disabled || quantity <= 1}
          onClick={() => apply(quantity - 1)}
        >
          −
        </Button>
        <Form.Control
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, stock)}
          step={1}
          className="text-center"
          value={text}
          disabled={disabled}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setText(String(quantity))}
        />
        <Button
          variant="outline-secondary"
          aria-label="Increase quantity"
          disabled={disabled}
          onClick={() => apply(quantity + 1)}
        >
          +
        </Button>
      </InputGroup>
      <div id={messageId} role="alert" className="small text-danger mt-1">
        {message}
      </div>
    </Form.Group>
  );
}
