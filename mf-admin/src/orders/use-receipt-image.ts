import { errorMessage } from '@qmj/web-kit';
import { useEffect, useState } from 'react';
import { fetchReceipt, RECEIPT_LOAD_FAILED } from './admin-orders-api';

export interface ReceiptImage {
  /** An object URL of the image while it is shown. */
  url: string | null;
  loading: boolean;
  error: string | null;
}

/** Loads an order's receipt as a blob through the API and shows it by an object URL, released afterwards. */
export function useReceiptImage(orderId: number, hasReceipt: boolean): ReceiptImage {
  const [state, setState] = useState<ReceiptImage>({ url: null, loading: hasReceipt, error: null });

  useEffect(() => {
    if (!hasReceipt) {
      setState({ url: null, loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    let url: string | null = null;
    setState({ url: null, loading: true, error: null });
    fetchReceipt(orderId, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ url, loading: false, error: null });
      })
      .catch(async (failure: unknown) => {
        if (controller.signal.aborted) return;
        const message = await errorMessage(failure, RECEIPT_LOAD_FAILED);
        if (!controller.signal.aborted) setState({ url: null, loading: false, error: message });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [orderId, hasReceipt]);

  return state;
}
