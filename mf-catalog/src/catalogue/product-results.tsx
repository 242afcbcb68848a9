import type { Page, Product } from '@qmj/contracts';
import { Loading, Pager } from '@qmj/web-kit';
import { Alert, Col, Row } from 'react-bootstrap';
import type { Loadable } from '../shared/use-api-get';
import { CATALOGUE_PAGE_SIZE } from './catalogue-filter';
import { ProductCard } from './product-card';

interface ProductResultsProps {
  products: Loadable<Page<Product>>;
  /** The 1.5-second search loader is showing. */
  searching: boolean;
  filtered: boolean;
  onPage: (page: number) => void;
}

/** The card grid with its loading, error and empty states and the pager. */
export function ProductResults({ products, searching, filtered, onPage }: ProductResultsProps) {
  if (searching || products.state === 'loading') return <Loading />;
  if (products.state === 'failed') {
    return (
      <Alert variant="danger" className="my-4">
        {products.message}
      </Alert>
    );
  }
  const { items, total, page, pageSize } = products.data;
  if (total === 0) {
    return (
      <p className="text-center text-body-secondary py-5 mb-0">
        {filtered ? 'No products match your search.' : 'There are no products yet.'}
      </p>
    );
  }
  const first = (page - 1) * pageSize + 1;
  return (
    <>
      <p className="small text-body-secondary mb-2" aria-live="polite">
        {items.length > 0
          ? `Showing ${first}–${first + items.length - 1} of ${total} products`
          : `This page is past the end of the ${total} products.`}
      </p>
      <Row xs={1} sm={2} md={3} xl={4} className="g-3">
        {items.map((product) => (
          <Col key={product.id}>
            <ProductCard product={product} />
          </Col>
        ))}
      </Row>
      <Pager page={page} pageSize={pageSize || CATALOGUE_PAGE_SIZE} total={total} onPage={onPage} />
    </>
  );
}
