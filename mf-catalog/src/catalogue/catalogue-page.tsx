import { CART_PAGE } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { Link } from '@qmj/web-kit/router';
import { SearchBox, usePageTitle, useSettledSearch } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { CartIcon } from '../shared/cart-icon';
import { productsQueryOptions } from './catalogue-queries';
import { CategoryFilter } from './category-filter';
import { ProductResults } from './product-results';
import { useCatalogueFilter } from './use-catalogue-filter';

/** `/userproducts`: the customer's Product Catalogue. */
export function CataloguePage() {
  usePageTitle('Product Catalogue');
  const [filter, changeFilter] = useCatalogueFilter();
  const [typed, setTyped] = useState(filter.q);
  const { query, searching } = useSettledSearch(typed);

  // The search settles after the 1.5-second loader; only then does it reach the address (and the API).
  const settled = useRef(query);
  useEffect(() => {
    if (settled.current === query) return;
    settled.current = query;
    changeFilter({ q: query });
  }, [query, changeFilter]);

  // Back and Forward can change the search in the address: the box follows it.
  useEffect(() => {
    if (settled.current === filter.q) return;
    settled.current = filter.q;
    setTyped(filter.q);
  }, [filter.q]);

  // The page shown stays until the next one arrives, so paging does not blank the grid.
  const products = useQuery({ ...productsQueryOptions(filter), placeholderData: keepPreviousData });

  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Product Catalogue</h1>
        <Link to={CART_PAGE.path} className="btn btn-outline-primary d-inline-flex align-items-center gap-2">
          <CartIcon />
          Shopping Cart
        </Link>
      </div>
      <Row className="g-3 align-items-end mb-3">
        <Col md={4} lg={3}>
          <CategoryFilter value={filter.categoryId} onChange={(categoryId) => changeFilter({ categoryId })} />
        </Col>
        <Col md={8} lg={5}>
          <SearchBox id="catalogue-search" label="Search products" value={typed} onChange={setTyped} />
        </Col>
      </Row>
      <ProductResults
        products={products.data}
        loading={searching || query !== filter.q || products.isPending}
        error={products.isError ? errorMessage(products.error, 'The products could not be loaded.') : null}
        filtered={filter.q !== '' || filter.categoryId !== ''}
        onPage={(page) => {
          changeFilter({ page });
          window.scrollTo({ top: 0 });
        }}
      />
    </Container>
  );
}
