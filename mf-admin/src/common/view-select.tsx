import { Form } from 'react-bootstrap';
import type { StatusView } from './list-views';

interface ViewSelectProps<Status extends string> {
  id: string;
  /** What the selector chooses among ("Orders", "Requests"). */
  label: string;
  views: readonly StatusView<Status>[];
  status: Status;
  onChange: (status: Status) => void;
}

/** A screen's selector: which status the table lists. */
export function ViewSelect<Status extends string>({ id, label, views, status, onChange }: ViewSelectProps<Status>) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">{label}</Form.Label>
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
