import type { Product } from '@qmj/contracts';
import { api } from '@qmj/web-kit';
import { useEffect, useState } from 'react';

/**
 * The stock of each product in the cart (GET /api/products/:id), for the lines' quantity limits.
 * A product that cannot be read is left out: the API still refuses a quantity beyond its stock.
 */
export function useProductStocks(productIds: readonly number[]): ReadonlyMap<number, number> {
  const key = [...new Set(productIds)].sort((a, b) => a - b).join(',');
  const [stocks, setStocks] = useState<ReadonlyMap<number, number>>(new Map());

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const ids = key.split(',').map(Number);
    void Promise.allSettled(
      ids.map((id) => api.get(`products/${id}`, { signal: controller.signal }).json<Product>()),
    ).then((answers) => {
      if (controller.signal.aborted) return;
      const found = new Map<number, number>();
      for (const answer of answers) {
        if (answer.status === 'fulfilled') found.set(answer.value.id, answer.value.stock);
      }
      setStocks(found);
    });
    return () => controller.abort();
  }, [key]);

  return stocks;
}
