import type { OrderStatus } from '@qmj/contracts';
import { Form } from 'react-bootstrap';
import type { OrderView } from './order-screen';

interface OrderViewSelectProps {
  views: readonly OrderView[];
  status: OrderStatus;
  onChange: (status: OrderStatus) => void;
}

/** The "Orders" selector: which status the table lists. */
export function OrderViewSelect({ views, status, onChange }: OrderViewSelectProps) {
  return (
    <Form.Group controlId="order-view">
      <Form.Label className="small mb-1">Orders</Form.Label>
      <Form.Select
        value={status}
        onChange={(event) => {
          const next = views.find((view) => view.status === event.target.value);
          if (next) onChange(next.status);
        }}
      >
        {views.map((view) => (
          <option key={view.status} value={view.status}>
            {view.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
