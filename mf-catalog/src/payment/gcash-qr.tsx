import { BUSINESS, formatGcashNumber } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { useQuery } from '@tanstack/react-query';

const QR_SIDE = 160;

/**
 * The business's GCash QR code and number to pay to: the administrator's uploaded QR image, or the
 * API's scannable QR code of the number (docs/orders.md, Payment).
 */
export function GcashQr() {
  const payment = useQuery(apiQuery.settings.payment.queryOptions());
  const settings = payment.data;
  return (
    <figure className="d-flex align-items-center gap-3 border rounded-3 p-3 mb-3 bg-white">
      {settings ? (
        <img
          src={settings.gcashQrUrl}
          alt="GCash QR code"
          width={QR_SIDE}
          height={QR_SIDE}
          className="flex-shrink-0 object-fit-contain"
        />
      ) : (
        <span className="flex-shrink-0 bg-body-tertiary" style={{ width: QR_SIDE, height: QR_SIDE }} />
      )}
      <figcaption className="small">
        <span className="d-block fw-semibold">Pay with GCash</span>
        <span className="d-block">
          GCash number: <span className="fw-semibold">{settings ? formatGcashNumber(settings.gcashNumber) : '…'}</span>
        </span>
        <span className="d-block text-body-secondary">{BUSINESS.name}</span>
        <span className="d-block text-body-secondary mt-1">Scan or send to this number, then upload the receipt.</span>
      </figcaption>
    </figure>
  );
}
