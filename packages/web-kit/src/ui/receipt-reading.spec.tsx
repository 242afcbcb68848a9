import { describe, expect, it } from '@jest/globals';
import { checkReceipt, type ReceiptExpectations, type ReceiptFields, type ReceiptReading } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Payment } from './order-payment';
import { PaymentFields } from './payment-fields';
import { ReceiptReading as ReceiptReadingField } from './receipt-reading';
import { type ReceiptPaysFor, receiptPreviewKey } from './use-receipt-preview';

const PAYS_FOR: ReceiptPaysFor = { productId: 3, quantity: 2, address: '12 Rizal Street, Lipa City' };

const READ: ReceiptFields = {
  amount: 480000,
  referenceNumber: '1234567890123',
  paidAt: '2025-06-03T14:15:00+08:00',
  recipientNumber: '0917***4567',
  recipientName: 'QMJ Events',
};

const EXPECTED: ReceiptExpectations = {
  due: 480000,
  gcashNumber: '09171234567',
  madeAt: new Date('2025-06-03T08:00:00Z'),
  now: new Date('2025-06-03T08:30:00Z'),
  referenceUsedBy: null,
  pictureHash: 'ab',
  pictureUsedBy: null,
};

function reading(read: ReceiptFields, expected: Partial<ReceiptExpectations> = {}): ReceiptReading {
  const nothing = read.amount === null && read.referenceNumber === null;
  return {
    ...read,
    state: nothing ? 'unreadable' : 'read',
    badge: nothing ? 'unread' : 'verified',
    checks: checkReceipt(read, { ...EXPECTED, ...expected }),
    readAt: '2025-06-03T08:30:00.000Z',
  };
}

type Answer = { reading: ReceiptReading } | 'pending' | 'failed';

/** A query client holding the preview's answer for the file, as the API gave it. */
function clientWith(receipt: File, answer: Answer) {
  const client = new QueryClient();
  const queryKey = receiptPreviewKey(receipt, PAYS_FOR);
  if (answer === 'failed') {
    client
      .getQueryCache()
      .build(client, { queryKey })
      .setState({ status: 'error', error: new Error('Too many attempts.'), fetchStatus: 'idle' });
  } else if (answer !== 'pending') {
    client.setQueryData(queryKey, answer.reading);
  }
  client.setQueryData(apiQuery.settings.payment.queryKey(), {
    gcashNumber: '09171234567',
    gcashQrUrl: '/api/settings/payment/gcash-qr.png',
    gcashQrUploaded: false,
    balanceDueDaysBefore: 7,
    balanceReminderDaysBefore: 3,
  });
  return client;
}

const newReceipt = () => new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });

function shown(answer: Answer, paysFor: ReceiptPaysFor | null = PAYS_FOR) {
  const receipt = newReceipt();
  return renderToStaticMarkup(
    <QueryClientProvider client={clientWith(receipt, answer)}>
      <ReceiptReadingField receipt={receipt} paysFor={paysFor} />
    </QueryClientProvider>,
  );
}

/** The GCash payment of an order form with a receipt chosen, and its submit button. */
function orderForm(answer: Answer) {
  const receipt = newReceipt();
  const payment: Payment = {
    paymentMethod: 'GCASH',
    setPaymentMethod: () => {},
    receipt,
    receiptProblem: null,
    chooseReceipt: () => {},
    isReady: () => true,
  };
  return renderToStaticMarkup(
    <QueryClientProvider client={clientWith(receipt, answer)}>
      <form>
        <PaymentFields idPrefix="order" payment={payment} paysFor={PAYS_FOR} />
        <button type="submit">Place Order</button>
      </form>
    </QueryClientProvider>,
  );
}

describe('ReceiptReading', () => {
  it('shows the amount and the reference read, and no warning when they are what is due', () => {
    const html = shown({ reading: reading(READ) });
    expect(html).toContain('role="status"');
    expect(html).toContain('We read ₱4,800.00, ref 1234 567 890123');
    expect(html).not.toContain('alert');
  });

  it('warns when the amount read is not what is due, naming both', () => {
    const html = shown({ reading: reading({ ...READ, amount: 470000 }) });
    expect(html).toContain('We read ₱4,700.00, ref 1234 567 890123');
    expect(html).toMatch(/class="[^"]*alert-warning[^"]*"/);
    expect(html).toContain('The receipt shows ₱4,700.00 but ₱4,800.00 is due.');
  });

  it('warns of a reference already sent for another order', () => {
    const html = shown({ reading: reading(READ, { referenceUsedBy: 'order QMJ4K2P9' }) });
    expect(html).toContain('This reference number was already sent for order QMJ4K2P9.');
  });

  it('says when nothing could be read, and that the receipt can still be sent', () => {
    const nothing = { amount: null, referenceNumber: null, paidAt: null, recipientNumber: null, recipientName: null };
    const html = shown({ reading: reading(nothing, { pictureHash: null }) });
    expect(html).toContain('We could not read this receipt. You can still send it; we will check it by hand.');
    expect(html).not.toContain('We read');
    expect(html).not.toContain('alert');
  });

  it('says it is reading while the API reads', () => {
    expect(shown('pending')).toMatch(/<div role="status"[^>]*>.*Reading your receipt…/);
  });

  it('shows nothing when the preview failed, or before the form knows what the receipt pays for', () => {
    for (const html of [shown('failed'), shown({ reading: reading(READ) }, null)]) {
      expect(html).toBe('<div role="status"></div>');
    }
  });

  it('never disables sending the form, whatever the reading says', () => {
    const differs = { reading: reading({ ...READ, amount: 100 }, { referenceUsedBy: 'order QMJ4K2P9' }) };
    for (const answer of ['pending', 'failed', differs] as const) {
      const html = orderForm(answer);
      expect(html).toContain('<button type="submit">Place Order</button>');
      expect(html).not.toContain('disabled');
    }
    expect(orderForm(differs)).toContain('The receipt shows ₱1.00 but ₱4,800.00 is due.');
  });
});
