import { errorMessage } from '@qmj/web-kit';
import { ErrorState, Loading, useObjectUrl } from '@qmj/web-kit/ui';
import type { UseQueryResult } from '@tanstack/react-query';

export const RECEIPT_LOAD_FAILED = 'Could not load the receipt.';

/** A payment receipt, a private file loaded through the API (`apiQuery.*.receipt`), as an image. */
export function ReceiptImage({ receipt, alt }: { receipt: UseQueryResult<File>; alt: string }) {
  const url = useObjectUrl(receipt.data);
  if (receipt.error) {
    return <ErrorState message={errorMessage(receipt.error, RECEIPT_LOAD_FAILED)} className="mb-0 py-2" />;
  }
  if (!url) return <Loading className="py-3" />;
  return <img src={url} alt={alt} className="img-fluid rounded border bg-white" style={{ maxHeight: '28rem' }} />;
}
