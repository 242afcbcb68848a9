import { CATALOGUE_PAGE_SIZE, type Page, type Product } from '@qmj/contracts';
import { EmptyState, ErrorState, Loading, Pager } from '@qmj/web-kit/ui';
import { Col, Row } from 'react-bootstrap';
import { ProductCard } from './product-card';

interface ProductResultsProps {
  products: Page<Product> | undefined;
  /** The 1.5-second search loader is showing, or the first page is on its way. */
  loading: boolean;
  error: string | null;
  filtered: boolean;
  onPage: (page: number) => void;
}

/** The card grid with its loading, error and empty states and the pager. */
export function ProductResults({ products, loading, error, filtered, onPage }: ProductResultsProps) {
  if (error !== null && !loading) return <ErrorState message={error} className="my-4" />;
  if (loading || !products) return <Loading />;
  const { items, total, page, pageSize } = products;
  if (total === 0)
    return <EmptyState text={filtered ? 'No products match your search.' : 'There are no products yet.'} />;
  const first = (page - 1) * pageSize + 1;
  return (
    <>
      <p className="small text-body-secondary mb-2" aria-live="polite">
        {items.length > 0
          ? `Showing ${first}–${first + items.length - 1} of ${total} products`
          : `This page is past the end of the ${total} products.`}
      </p>
      <Row xs={1} sm={2} md={3} xl={4} className="g-3">
        {items.map((product, index) => (
          <Col key={product.id}>
            <ProductCard product={product} lead={index === 0} />
          </Col>
        ))}
      </Row>
      <Pager page={page} pageSize={pageSize || CATALOGUE_PAGE_SIZE} total={total} onPage={onPage} />
    </>
  );
}
