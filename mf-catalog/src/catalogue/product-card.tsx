import { type Product, productPagePath } from '@qmj/contracts';
import { useNavigate } from '@qmj/web-kit/router';
import { formatPeso } from '@qmj/web-kit/ui';
import { Button, Card } from 'react-bootstrap';
import { ProductRating } from '../reviews/product-rating';
import { ProductImage } from '../shared/product-image';
import { SoldStars } from '../shared/sold-stars';
import { StockStatusBadge } from '../shared/stock-status-badge';

interface ProductCardProps {
  product: Product;
  /** The page's first card: its picture is the first screen's largest (firstReads' lead picture in contracts). */
  lead?: boolean;
}

/** One product in the catalogue: picture, name, ₱ price, rating, stock status, sales score and Pre-order. */
export function ProductCard({ product, lead = false }: ProductCardProps) {
  const navigate = useNavigate();
  const nameId = `product-${product.id}-name`;
  return (
    <Card as="article" aria-labelledby={nameId} className="h-100 shadow-sm border-0">
      <ProductImage src={product.imageUrl} name={product.name} priority={lead} className="card-img-top" />
      <Card.Body className="d-flex flex-column gap-2">
        <h2 id={nameId} className="h6 mb-0">
          {product.name}
        </h2>
        <p className="fs-5 fw-bold mb-0">{formatPeso(product.unitPrice)}</p>
        <ProductRating average={product.ratingAverage} count={product.ratingCount} />
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <StockStatusBadge status={product.stockStatus} />
          <SoldStars sold={product.sold} />
        </div>
        <Button
          variant="primary"
          className="mt-auto"
          aria-describedby={nameId}
          onClick={() => navigate(productPagePath(product.id))}
        >
          Pre-order
        </Button>
      </Card.Body>
    </Card>
  );
}
