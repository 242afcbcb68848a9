import { BUSINESS } from '@qmj/contracts';
import { useMemo } from 'react';
import { QR_SIZE, qrPattern } from './qr-pattern';

const QUIET = 2;

/** The business's GCash QR image: a drawn placeholder with the number to pay to (nothing to download). */
export function GcashQr() {
  const cells = useMemo(
    () =>
      qrPattern(BUSINESS.phone).flatMap((row, y) =>
        row.flatMap((dark, x) => (dark ? [{ key: `${x}-${y}`, x: x + QUIET, y: y + QUIET }] : [])),
      ),
    [],
  );
  const side = QR_SIZE + QUIET * 2;
  return (
    <figure className="d-flex align-items-center gap-3 border rounded-3 p-3 mb-3 bg-white">
      <svg
        role="img"
        aria-label="GCash QR code"
        viewBox={`0 0 ${side} ${side}`}
        width="132"
        height="132"
        shapeRendering="crispEdges"
        className="flex-shrink-0"
      >
        <rect width={side} height={side} fill="#fff" />
        {cells.map((cell) => (
          <rect key={cell.key} x={cell.x} y={cell.y} width="1" height="1" fill="#0b3d91" />
        ))}
      </svg>
      <figcaption className="small">
        <span className="d-block fw-semibold">Pay with GCash</span>
        <span className="d-block">
          GCash number: <span className="fw-semibold">{BUSINESS.phone}</span>
        </span>
        <span className="d-block text-body-secondary">{BUSINESS.name}</span>
        <span className="d-block text-body-secondary mt-1">Scan or send to this number, then upload the receipt.</span>
      </figcaption>
    </figure>
  );
}
