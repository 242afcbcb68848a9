import { api } from '@qmj/web-kit';

/** The file name a Content-Disposition header gives (RFC 6266 `filename*` first), or undefined. */
export function attachmentFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // badly encoded: try the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name?.trim() || undefined;
}

/**
 * Fetches a report from the API with the session's token and saves it under the name the
 * server gives (`fallbackName` if it gives none).
 */
export async function downloadPdf(path: string, fallbackName: string): Promise<void> {
  const response = await api.get(path);
  const blob = await response.blob();
  const name = attachmentFileName(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start saving before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
