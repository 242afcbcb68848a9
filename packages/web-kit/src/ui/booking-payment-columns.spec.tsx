import { describe, expect, it } from '@jest/globals';
import type { BookingPayment } from '@qmj/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { DUE_BALANCE } from '../testing';
import { acknowledgementText, BOOKING_PAYMENT_COLUMNS } from './booking-payment-columns';
import { DataTable } from './data-table';

/** A balance sent after its due day whose last receipt was rejected. */
const balance: BookingPayment = {
  ...DUE_BALANCE,
  method: 'gcash',
  state: 'sent',
  standing: 'overdue',
  reason: 'The amount on the receipt is short.',
  hasReceipt: true,
};

describe('the payment schedule', () => {
  it('shows each payment with its amount, standing, the reason it was not confirmed, and its method', () => {
    const html = renderToStaticMarkup(
      <DataTable
        label="Payments"
        columns={BOOKING_PAYMENT_COLUMNS}
        rows={[balance]}
        rowKey={(payment) => payment.id}
        emptyText="No payments."
      />,
    );
    for (const text of ['Balance', '₱9,876.54', 'Overdue, sent for checking', 'Not confirmed: The amount', 'GCash'])
      expect(html).toContain(text);
  });

  it("numbers a confirmed payment's acknowledgement in six digits, and none for any other", () => {
    expect(acknowledgementText({ state: 'confirmed', acknowledgementNumber: 42 })).toBe('No. 000042');
    expect(acknowledgementText({ state: 'sent', acknowledgementNumber: 42 })).toBe('—');
    expect(acknowledgementText(balance)).toBe('—');
  });
});
