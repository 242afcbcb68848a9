/** Asks for `url` now, as the page will (a picture first on the screen with high priority). */
export function preload(url: string, as: 'script' | 'style' | 'image'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = url;
  if (as === 'image') link.fetchPriority = 'high';
  document.head.append(link);
}

export const readJson = (answer: Promise<Response>): Promise<unknown> =>
  answer.then((response) => (response.ok ? response.json() : null));
