import { PAGE_SIZE, type Page, PRODUCT_PDF_FILENAME, type Product } from '@qmj/contracts';
import { Loading, Pager, useSettledSearch } from '@qmj/web-kit';
import { useState } from 'react';
import { Alert, Button, Card, Container } from 'react-bootstrap';
import { useCategories, useSizes } from '../common/catalog-lists';
import { PdfDownloadButton } from '../common/pdf-download-button';
import { useApiData, withQuery } from '../common/use-api-data';
import { ProductDialog } from './product-dialog';
import { ProductFilters } from './product-filters';
import { ProductSavedDialog } from './product-saved-dialog';
import { ProductTable } from './product-table';

export const PRODUCTS_LOAD_FAILED = 'Could not load the products.';

/** Which dialog is open: the product form (adding when `product` is null) or none. */
type OpenDialog = { product: Product | null } | null;

function EmptyProducts({ filtered }: { filtered: boolean }) {
  return (
    <p className="text-center text-body-secondary py-5 mb-0">
      {filtered ? 'No products match the search or the category.' : 'No products yet. Add one with Add Product.'}
    </p>
  );
}

/** `/productstable`: the administrator's product list with its filter, search, paging, dialogs and PDF. */
export function ProductListPage() {
  const [categoryId, setCategoryId] = useState('');
  const [typed, setTyped] = useState('');
  const { query, searching } = useSettledSearch(typed);
  const filterKey = `${categoryId}|${query}`;
  // The page belongs to the filter it was chosen under: a new filter starts again at page 1.
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [saved, setSaved] = useState(false);

  const categories = useCategories();
  const sizes = useSizes();
  const list = useApiData<Page<Product>>(
    withQuery('products', { categoryId, q: query, page, pageSize: PAGE_SIZE }),
    PRODUCTS_LOAD_FAILED,
  );
  const busy = searching || list.loading;
  const filtered = categoryId !== '' || query !== '';

  return (
    <Container fluid className="py-4 px-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">Product List</h1>
        <Button variant="primary" onClick={() => setDialog({ product: null })}>
          Add Product
        </Button>
        <PdfDownloadButton
          path={withQuery('reports/products.pdf', { categoryId, q: query })}
          fallbackName={PRODUCT_PDF_FILENAME}
        />
      </div>
      {categories.error && <Alert variant="warning">{categories.error}</Alert>}
      <ProductFilters
        categories={categories.data ?? []}
        categoryId={categoryId}
        search={typed}
        onCategory={setCategoryId}
        onSearch={setTyped}
      />
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-0">
          {busy ? (
            <Loading />
          ) : list.error ? (
            <Alert variant="danger" className="m-3 d-flex align-items-center gap-3" role="alert">
              <span className="me-auto">{list.error}</span>
              <Button size="sm" variant="outline-danger" onClick={list.reload}>
                Retry
              </Button>
            </Alert>
          ) : list.data && list.data.items.length > 0 ? (
            <ProductTable products={list.data.items} onEdit={(product) => setDialog({ product })} />
          ) : (
            <EmptyProducts filtered={filtered} />
          )}
        </Card.Body>
      </Card>
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPage={(next) => setPaging({ filterKey, page: next })}
      />
      {dialog && (
        <ProductDialog
          product={dialog.product}
          categories={categories.data ?? []}
          sizes={sizes.data ?? []}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setSaved(true);
            list.reload();
          }}
        />
      )}
      <ProductSavedDialog show={saved} onClose={() => setSaved(false)} />
    </Container>
  );
}
