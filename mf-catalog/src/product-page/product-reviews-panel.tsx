export const REVIEWS_PANEL_ID = 'product-reviews';

/**
 * The reviews panel (PRODUCT REVIEWS). The orders issue fills it: the average out of 5 with stars,
 * the All / 5 Star … 1 Star filters with their counts, and the review cards (seed 001 section 2).
 */
export function ProductReviewsPanel() {
  return (
    <section id={REVIEWS_PANEL_ID} aria-labelledby="product-reviews-title" className="py-3">
      <h2 id="product-reviews-title" className="h5">
        Product Reviews
      </h2>
      <p className="text-body-secondary mb-0">Reviews from customers who received this product will appear here.</p>
    </section>
  );
}
