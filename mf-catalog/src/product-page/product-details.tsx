import type { Product } from '@qmj/contracts';
import { useState } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { OrderForm } from '../order-form/order-form';
import { ProductReviewsPanel } from '../reviews/product-reviews-panel';
import { DesignInCustomizer } from './design-in-customizer';
import { ProductActions } from './product-actions';
import { ProductSpecification } from './product-specification';
import { ProductSummary } from './product-summary';
import { SimilarProducts } from './similar-products';

/**
 * The product order page once the product is loaded: the summary (or, toggled, the reviews panel),
 * the specification panel toggling on and off, the order form and similar products.
 * A customizable mug offers the customizer instead of the order form.
 */
export function ProductDetails({ product }: { product: Product }) {
  const [showingReviews, setShowingReviews] = useState(false);
  const [showingSpecification, setShowingSpecification] = useState(false);
  return (
    <Container className="py-4">
      <Row className="g-4">
        <Col lg={7}>
          <section aria-labelledby="product-name" className="bg-white rounded-3 shadow-sm p-4">
            <h1 id="product-name" className="h2 mb-4">
              {product.name}
            </h1>
            {showingReviews ? <ProductReviewsPanel productId={product.id} /> : <ProductSummary product={product} />}
            <ProductActions
              showingReviews={showingReviews}
              showingSpecification={showingSpecification}
              onToggleReviews={() => setShowingReviews((shown) => !shown)}
              onToggleSpecification={() => setShowingSpecification((shown) => !shown)}
            />
          </section>
          {showingSpecification && <ProductSpecification product={product} />}
        </Col>
        <Col lg={5}>{product.customizableSize ? <DesignInCustomizer /> : <OrderForm product={product} />}</Col>
      </Row>
      <SimilarProducts productId={product.id} />
    </Container>
  );
}
