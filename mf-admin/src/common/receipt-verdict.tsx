import type { CheckVerdict, ReceiptReading } from '@qmj/contracts';
import { ReceiptBadge } from './receipt-badge';
import { type CheckRow, checkRows, isBeingRead, READING_THE_RECEIPT, VERDICT_MARKS } from './receipt-checks';

const MARK_COLOURS: Record<CheckVerdict, string> = {
  pass: 'text-success',
  warn: 'text-warning-emphasis',
  unknown: 'text-warning-emphasis',
  fail: 'text-danger',
};

/** One check: its mark (named for screen readers), its name, what was read, what was expected and any earlier use. */
function CheckLine({ row }: { row: CheckRow }) {
  const { mark, label } = VERDICT_MARKS[row.verdict];
  return (
    <li className="d-flex gap-2 py-1 border-bottom">
      <span role="img" aria-label={label} className={`fw-bold ${MARK_COLOURS[row.verdict]}`}>
        {mark}
      </span>
      <div className="small">
        <div>
          <span className="fw-semibold">{row.name}:</span> {row.read}
        </div>
        <div className="text-body-secondary">Expected: {row.expected}</div>
        {row.earlier && <div className="text-danger-emphasis">{row.earlier}</div>}
      </div>
    </li>
  );
}

/**
 * The reader's verdict beside a receipt (docs/receipts.md): the badge, then each check as ✓, ⚠ or ✗ with what was
 * read and what was expected; while the receipt waits for the reader, a line saying so (the list refreshes it).
 */
export function ReceiptVerdict({ reading }: { reading: ReceiptReading | null }) {
  if (!reading) return null;
  return (
    <section aria-label="Receipt check" className="mt-3">
      <ReceiptBadge reading={reading} />
      {isBeingRead(reading) && (
        <p role="status" className="small text-body-secondary mt-2 mb-0">
          {READING_THE_RECEIPT}
        </p>
      )}
      {reading.checks && (
        <ul className="list-unstyled mt-2 mb-0">
          {checkRows(reading.checks).map((row) => (
            <CheckLine key={row.check} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
