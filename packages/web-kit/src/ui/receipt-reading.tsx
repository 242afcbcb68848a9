import { RECEIPT_MESSAGES, receiptPreviewWarnings, receiptReadSummary } from '@qmj/contracts';
import { Alert, Spinner } from 'react-bootstrap';
import { type ReceiptPaysFor, type ReceiptPreview, useReceiptPreview } from './use-receipt-preview';

/** The words of a preview: reading, what was read (or that nothing was) and how it differs from what is due. */
function PreviewText({ preview }: { preview: ReceiptPreview }) {
  if (preview.state === 'none') return null;
  if (preview.state === 'reading') {
    return (
      <p className="text-body-secondary mb-0">
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden />
        {RECEIPT_MESSAGES.reading}
      </p>
    );
  }
  const summary = receiptReadSummary(preview.reading);
  const warnings = preview.reading.checks ? receiptPreviewWarnings(preview.reading.checks) : [];
  return (
    <>
      <p className={summary ? 'mb-0' : 'text-body-secondary mb-0'}>{summary ?? RECEIPT_MESSAGES.notRead}</p>
      {warnings.length > 0 && (
        <Alert variant="warning" className="py-2 mt-2 mb-0">
          <ul className="list-unstyled mb-0">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}

interface ReceiptReadingProps {
  receipt: File | null;
  /** What the receipt pays for; null while the form does not know yet (no address): nothing is read. */
  paysFor: ReceiptPaysFor | null;
}

/**
 * What the API read on the chosen receipt, under its field, before the form is sent (docs/receipts.md). It only
 * informs: the customer may send any receipt, and one that could not be read is checked by hand.
 */
export function ReceiptReading({ receipt, paysFor }: ReceiptReadingProps) {
  const preview = useReceiptPreview(receipt, paysFor);
  return (
    <div role="status" className={preview.state === 'none' ? undefined : 'small text-break mb-3'}>
      <PreviewText preview={preview} />
    </div>
  );
}
