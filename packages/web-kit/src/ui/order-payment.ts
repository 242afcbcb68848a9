import { ORDER_MESSAGES, type OrderDetails, type PaymentMethod } from '@qmj/contracts';
import { useState } from 'react';

/** The receipt's pre-check texts; the server checks its bytes again. */
export const RECEIPT_PROBLEMS = {
  type: 'The GCash receipt must be an image (PNG, JPEG, WebP or GIF).',
  size: 'The GCash receipt must be 5 MB or smaller.',
} as const;

export interface OrderPayment {
  paymentMethod: PaymentMethod;
  receipt: File | null;
}

/**
 * The body of an order request (placing a product or a design's mug, checking out cart lines): what is ordered, the
 * delivery details and the payment, with the receipt image for GCash only. No price, fee or total: the API computes
 * them (docs/orders.md).
 */
export function orderRequest<const Ordered extends object>(
  ordered: Ordered,
  details: OrderDetails,
  { paymentMethod, receipt }: OrderPayment,
) {
  return {
    ...ordered,
    ...details,
    paymentMethod,
    receipt: paymentMethod === 'GCASH' ? (receipt ?? undefined) : undefined,
  };
}

/** What stops a payment being sent: GCash without its receipt. */
export function missingReceipt({ paymentMethod, receipt }: OrderPayment): string | null {
  return paymentMethod === 'GCASH' && !receipt ? ORDER_MESSAGES.receiptRequired : null;
}

/** The payment an order form asks for: COD (the default) or GCash with its receipt image, and what is wrong with it. */
export function usePayment() {
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('COD');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptProblem, setReceiptProblem] = useState<string | null>(null);
  return {
    paymentMethod,
    setPaymentMethod,
    receipt,
    receiptProblem,
    chooseReceipt: (file: File | null, problem: string | null) => {
      setReceipt(file);
      setReceiptProblem(problem);
    },
    /** Whether the payment can be sent: GCash needs its receipt, and the receipt's field says so when it is missing. */
    isReady: () => {
      const problem = missingReceipt({ paymentMethod, receipt });
      if (problem) setReceiptProblem(problem);
      return !problem;
    },
  };
}

export type Payment = ReturnType<typeof usePayment>;
