import type { StockStatus } from '@qmj/contracts';
import { Badge } from 'react-bootstrap';

/** "Low Stock" (15 or less, as the API derives it) or "High Stock". */
export function StockStatusBadge({ status }: { status: StockStatus }) {
  return status === 'Low Stock' ? (
    <Badge bg="warning" text="dark">
      {status}
    </Badge>
  ) : (
    <Badge bg="success">{status}</Badge>
  );
}
