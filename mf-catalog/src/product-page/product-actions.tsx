import { PATHS } from '@qmj/contracts';
import { useNavigate } from '@qmj/web-kit/router';
import { Button } from 'react-bootstrap';
import { REVIEWS_PANEL_ID } from '../reviews/product-reviews-panel';
import { SPECIFICATION_PANEL_ID } from './product-specification';

interface ProductActionsProps {
  showingReviews: boolean;
  showingSpecification: boolean;
  onToggleReviews: () => void;
  onToggleSpecification: () => void;
}

/** PRODUCT REVIEWS, PRODUCT DESCRIPTION (both toggles) and CHOOSE ANOTHER PRODUCT (→ /userproducts). */
export function ProductActions({
  showingReviews,
  showingSpecification,
  onToggleReviews,
  onToggleSpecification,
}: ProductActionsProps) {
  const navigate = useNavigate();
  return (
    <div className="d-flex flex-wrap gap-2 mt-4">
      <Button
        variant={showingReviews ? 'primary' : 'outline-primary'}
        aria-pressed={showingReviews}
        aria-controls={showingReviews ? REVIEWS_PANEL_ID : undefined}
        onClick={onToggleReviews}
      >
        PRODUCT REVIEWS
      </Button>
      <Button
        variant={showingSpecification ? 'primary' : 'outline-primary'}
        aria-expanded={showingSpecification}
        aria-controls={showingSpecification ? SPECIFICATION_PANEL_ID : undefined}
        onClick={onToggleSpecification}
      >
        PRODUCT DESCRIPTION
      </Button>
      <Button variant="outline-secondary" onClick={() => navigate(PATHS.products)}>
        CHOOSE ANOTHER PRODUCT
      </Button>
    </div>
  );
}
