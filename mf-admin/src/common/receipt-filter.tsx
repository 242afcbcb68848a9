import { RECEIPT_BADGES, type ReceiptBadge } from '@qmj/contracts';
import { useSearchParams } from '@qmj/web-kit/router';
import { Form } from 'react-bootstrap';
import { RECEIPT_BADGE_LABELS } from './receipt-checks';

const ALL = '';

/** The badge a `?receipt=` value asks for; none (every receipt) when it is missing or not a badge. */
export function receiptBadgeOf(value: string | null): ReceiptBadge | undefined {
  return RECEIPT_BADGES.find((badge) => badge === value);
}

/**
 * The lists' receipt filter, kept in `?receipt=` like the view in `?status=`, so a reload or a shared link shows the
 * same list; `onChoose` runs as another is chosen.
 */
export function useReceiptFilter(onChoose: () => void) {
  const [params, setParams] = useSearchParams();
  const badge = receiptBadgeOf(params.get('receipt'));
  const chooseBadge = (next: ReceiptBadge | undefined) => {
    onChoose();
    setParams(
      (previous) => {
        const changed = new URLSearchParams(previous);
        if (next) changed.set('receipt', next);
        else changed.delete('receipt');
        return changed;
      },
      { replace: true },
    );
  };
  return { badge, chooseBadge };
}

interface ReceiptFilterProps {
  id: string;
  badge: ReceiptBadge | undefined;
  onChange: (badge: ReceiptBadge | undefined) => void;
}

/** "Receipt": All, or the records whose receipt has one badge (`receipt=` of the admin lists). */
export function ReceiptFilter({ id, badge, onChange }: ReceiptFilterProps) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">Receipt</Form.Label>
      <Form.Select value={badge ?? ALL} onChange={(event) => onChange(receiptBadgeOf(event.target.value))}>
        <option value={ALL}>All</option>
        {RECEIPT_BADGES.map((choice) => (
          <option key={choice} value={choice}>
            {RECEIPT_BADGE_LABELS[choice]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
