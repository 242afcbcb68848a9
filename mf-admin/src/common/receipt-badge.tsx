import type { ReceiptBadge as Badge, ReceiptReading } from '@qmj/contracts';
import { StatusBadge, type StatusColour } from '@qmj/web-kit/ui';
import { receiptBadgeLabel } from './receipt-checks';

const BADGE_COLOURS: Record<Badge, StatusColour> = {
  verified: 'success',
  'needs-look': 'warning',
  suspicious: 'danger',
  unread: 'secondary',
};

/** A receipt's verdict as a badge ("Receipt: Verified" to a screen reader); nothing without a receipt. */
export function ReceiptBadge({ reading }: { reading: ReceiptReading | null }) {
  if (!reading) return null;
  return (
    <StatusBadge colour={BADGE_COLOURS[reading.badge]}>
      <span className="visually-hidden">Receipt: </span>
      {receiptBadgeLabel(reading)}
    </StatusBadge>
  );
}
