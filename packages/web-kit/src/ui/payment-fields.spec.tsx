import { describe, expect, it } from '@jest/globals';
import { ORDER_MESSAGES, type PaymentMethod } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Payment } from './order-payment';
import { PaymentFields } from './payment-fields';

const SETTINGS = {
  gcashNumber: '09171234567',
  gcashQrUrl: '/api/settings/payment/gcash-qr.png',
  gcashQrUploaded: false,
  balanceDueDaysBefore: 7,
  balanceReminderDaysBefore: 3,
};

function fields(paymentMethod: PaymentMethod, receiptProblem: string | null = null) {
  const payment: Payment = {
    paymentMethod,
    setPaymentMethod: () => {},
    receipt: null,
    receiptProblem,
    chooseReceipt: () => {},
    isReady: () => true,
  };
  const client = new QueryClient();
  client.setQueryData(apiQuery.settings.payment.queryKey(), SETTINGS);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <PaymentFields idPrefix="order" payment={payment} paysFor={null} />
    </QueryClientProvider>,
  );
}

describe('PaymentFields', () => {
  it('offers COD, chosen by default, and GCash, with no receipt to upload for COD', () => {
    const html = fields('COD');
    expect(html).toContain('<legend class="fs-6 fw-semibold mb-2">Payment Method</legend>');
    expect(html).toMatch(/<input type="radio" id="order-payment-COD" [^>]*name="order-payment" checked=""/);
    expect(html).toContain('<label title="" for="order-payment-COD" class="form-check-label">COD</label>');
    expect(html).toContain('<label title="" for="order-payment-GCASH" class="form-check-label">GCash</label>');
    expect(html).toContain('Pay in cash when the order is delivered.');
    expect(html).not.toContain('GCash Receipt');
    expect(html).not.toContain('GCash QR code');
  });

  it("shows GCash's number and QR code and asks for the receipt, with what is wrong with it", () => {
    const html = fields('GCASH', ORDER_MESSAGES.receiptRequired);
    expect(html).toMatch(/<input type="radio" id="order-payment-GCASH" [^>]*checked=""/);
    expect(html).toContain(`src="${SETTINGS.gcashQrUrl}" alt="GCash QR code"`);
    expect(html).toContain('0917 123 4567');
    expect(html).toContain('<label class="form-label" for="order-receipt">GCash Receipt</label>');
    expect(html).toContain('aria-required="true"');
    expect(html).toContain(ORDER_MESSAGES.receiptRequired);
  });
});
