import { type Product, productPagePath } from '@qmj/contracts';
import { formatPeso } from '@qmj/web-kit/ui';
import { Col, Row } from 'react-bootstrap';
import { ProductRating } from '../reviews/product-rating';
import { ProductImage } from '../shared/product-image';
import { SoldStars } from '../shared/sold-stars';
import { StockStatusBadge } from '../shared/stock-status-badge';
import { ShareLinks } from './share-links';

/** The summary panel: picture, unit price, size, rating, stock status, sales score and the share icons. */
export function ProductSummary({ product }: { product: Product }) {
  const shareUrl = `${window.location.origin}${productPagePath(product.id)}`;
  return (
    <Row className="g-4 align-items-center">
      <Col md={6}>
        <ProductImage src={product.imageUrl} name={product.name} priority className="rounded-3" />
      </Col>
      <Col md={6}>
        <dl className="mb-3">
          <dt className="small text-body-secondary fw-normal">Unit price</dt>
          <dd className="fs-3 fw-bold">{formatPeso(product.unitPrice)}</dd>
          <dt className="small text-body-secondary fw-normal">Size</dt>
          <dd>{product.sizeLabel}</dd>
          <dt className="small text-body-secondary fw-normal">Rating</dt>
          <dd>
            <ProductRating average={product.ratingAverage} count={product.ratingCount} />
          </dd>
        </dl>
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
          <StockStatusBadge status={product.stockStatus} />
          <SoldStars sold={product.sold} />
        </div>
        <ShareLinks url={shareUrl} title={product.name} />
      </Col>
    </Row>
  );
}
