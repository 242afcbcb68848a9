import { api } from '@qmj/web-kit';

export const REVIEW_CALL_FAILED = 'Your review could not be posted. Please try again.';

export interface ReviewDraft {
  orderId: number;
  rating: number;
  comment: string;
  anonymous: boolean;
  images: readonly File[];
}

/** POST /api/products/:id/reviews (multipart; images under `images`). */
export async function postReview(productId: number, draft: ReviewDraft): Promise<void> {
  const form = new FormData();
  form.set('orderId', String(draft.orderId));
  form.set('rating', String(draft.rating));
  form.set('comment', draft.comment);
  form.set('anonymous', draft.anonymous ? 'true' : 'false');
  for (const image of draft.images) form.append('images', image, image.name);
  await api.post(`products/${productId}/reviews`, { body: form });
}
