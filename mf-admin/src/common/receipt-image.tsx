import type { ReceiptReading } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { ErrorState, Loading, useObjectUrl } from '@qmj/web-kit/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { ReceiptVerdict } from './receipt-verdict';

export const RECEIPT_LOAD_FAILED = 'Could not load the receipt.';

/** A payment receipt, a private file loaded through the API (`apiQuery.*.receipt`), as an image. */
function ReceiptImage({ receipt, alt }: { receipt: UseQueryResult<File>; alt: string }) {
  const url = useObjectUrl(receipt.data);
  if (receipt.error) {
    return <ErrorState message={errorMessage(receipt.error, RECEIPT_LOAD_FAILED)} className="mb-0 py-2" />;
  }
  if (!url) return <Loading className="py-3" />;
  return <img src={url} alt={alt} className="img-fluid rounded border bg-white" style={{ maxHeight: '28rem' }} />;
}

interface CheckedReceiptProps {
  /** The receipt's file as its query loads it; null when nothing was sent. */
  receipt: UseQueryResult<File> | null;
  reading: ReceiptReading | null;
  alt: string;
  /** What to say when nothing was sent. */
  none: string;
}

/** A record's receipt and the reader's verdict under it (an order's, a booking's, a payment's), or that there is none. */
export function CheckedReceipt({ receipt, reading, alt, none }: CheckedReceiptProps) {
  if (!receipt) return <p className="text-body-secondary mb-0">{none}</p>;
  return (
    <>
      <ReceiptImage receipt={receipt} alt={alt} />
      <ReceiptVerdict reading={reading} />
    </>
  );
}
