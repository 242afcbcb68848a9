import { LRUCache } from 'lru-cache';

/**
 * An image rendered from a short text (a barcode from its UPC, the GCash QR code from the number),
 * kept by that text: rendering takes milliseconds of CPU, the bytes for one text never change, and
 * the same few are asked for again and again (docs/serving.md#every-read-route). Up to `maxBytes`
 * are kept, the least recently asked for going first; renders asked for together are made once.
 */
export function keptRenders(
  render: (text: string) => Buffer | Promise<Buffer>,
  maxBytes = 8 * 1024 * 1024,
): (text: string) => Promise<Buffer> {
  const kept = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
    fetchMethod: async (text) => render(text),
  });
  return async (text) => {
    const bytes = await kept.fetch(text);
    if (!bytes) throw new Error(`nothing rendered for ${text}`);
    return bytes;
  };
}
