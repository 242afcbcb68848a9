import type { Booking } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { ErrorState, Loading, MessageDialog, useObjectUrl } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';

export const RECEIPT_LOAD_FAILED = 'Could not load the receipt.';

/** The receipt of the down payment, a private file loaded through the API only when asked for. */
export function ReceiptDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const receipt = useQuery(apiQuery.bookings.receipt.queryOptions({ input: { id: booking.id } }));
  const url = useObjectUrl(receipt.data);
  let content = <Loading className="py-3" />;
  if (receipt.isError)
    content = <ErrorState message={errorMessage(receipt.error, RECEIPT_LOAD_FAILED)} className="mb-0" />;
  else if (url) {
    content = (
      <img
        src={url}
        alt={`Down payment receipt of ${booking.eventTitle}`}
        className="img-fluid rounded border bg-white d-block mx-auto"
        style={{ maxHeight: '70vh' }}
      />
    );
  }
  return <MessageDialog title="Down Payment Receipt" buttonText="Close" message={content} onClose={onClose} />;
}
