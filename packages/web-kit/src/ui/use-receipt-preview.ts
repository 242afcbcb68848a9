import type { ReceiptPreviewRequest, ReceiptReading } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * What a receipt pays for, by ids, so the API computes the amount due itself (docs/receipts.md): one product to an
 * address (placing one order), the selected cart lines to an address (checkout), a service with its add-ons
 * (a booking's down payment), or a booking (its balance).
 */
export type ReceiptPaysFor =
  | { productId: number; quantity: number; address: string }
  | { orderIds: number[]; address: string }
  | { serviceId: number; addOns: NonNullable<ReceiptPreviewRequest['addOns']> }
  | { bookingId: number };

export type ReceiptPreview = { state: 'none' } | { state: 'reading' } | { state: 'read'; reading: ReceiptReading };

/** How long what the receipt pays for must stay put (a quantity, an address being typed) before it is read again. */
export const PREVIEW_DELAY_MS = 500;

/** Each chosen file's number, for the query key: a File has no identity a key can hash. */
const fileNumbers = new WeakMap<File, number>();
let filesNumbered = 0;

function fileNumber(file: File): number {
  let number = fileNumbers.get(file);
  if (number === undefined) {
    filesNumbered += 1;
    number = filesNumbered;
    fileNumbers.set(file, number);
  }
  return number;
}

/** The preview of one file for one purpose: the forms that show the same receipt share its reading. */
export function receiptPreviewKey(receipt: File, paysFor: ReceiptPaysFor) {
  return [...apiQuery.receipts.preview.key(), fileNumber(receipt), paysFor];
}

/**
 * The API's reading of the chosen receipt, checked against what it pays for; read again once that settles after
 * a change. A failed request is no reading at all: the preview only informs, and never stops the form.
 */
export function useReceiptPreview(receipt: File | null, paysFor: ReceiptPaysFor | null): ReceiptPreview {
  const wanted = JSON.stringify(paysFor);
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  const known = receipt !== null && paysFor !== null;
  const preview = useQuery({
    ...apiQuery.receipts.preview.queryOptions({
      input: known && settled === wanted ? { ...paysFor, receipt } : skipToken,
      queryKey: known ? receiptPreviewKey(receipt, paysFor) : apiQuery.receipts.preview.key(),
    }),
    // One reading a file and purpose, even a failed one: OCR is costly, and counted per address.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: false,
  });
  if (!known || preview.isError) return { state: 'none' };
  return preview.data ? { state: 'read', reading: preview.data } : { state: 'reading' };
}
