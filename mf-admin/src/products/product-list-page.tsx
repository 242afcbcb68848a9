import type { Product } from '@qmj/contracts';
import { api, apiQuery, errorMessage } from '@qmj/web-kit';
import { DataTable, MessageDialog, usePageTitle } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { CATEGORIES_LOAD_FAILED } from '../categories/product-category-page';
import { FileDownloadButton } from '../common/file-download-button';
import { pagedTable, usePagedSearch } from '../common/list-state';
import { productColumns } from './product-columns';
import { ProductDialog } from './product-dialog';
import { ProductFilters } from './product-filters';
import { adminProductsQueryOptions } from './products-queries';

export const PRODUCTS_LOAD_FAILED = 'Could not load the products.';

/** Which dialog is open: the product form (adding when `product` is null) or none. */
type OpenDialog = { product: Product | null } | null;

/** `/productstable`: the administrator's product list with its filter, search, paging, dialogs and PDF. */
export function ProductListPage() {
  usePageTitle('Product List');
  const [categoryId, setCategoryId] = useState('');
  const [typed, setTyped] = useState('');
  const search = usePagedSearch(typed, categoryId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [saved, setSaved] = useState(false);
  const filter = { categoryId: categoryId || undefined, q: search.query || undefined };

  const categories = useQuery(apiQuery.catalog.categories.queryOptions());
  const sizes = useQuery(apiQuery.catalog.sizes.queryOptions());
  const list = useQuery({ ...adminProductsQueryOptions(filter, search.page), placeholderData: keepPreviousData });
  const columns = useMemo(() => productColumns((product) => setDialog({ product })), []);
  const filtered = filter.categoryId !== undefined || filter.q !== undefined;

  return (
    <Container fluid className="py-4 px-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">Product List</h1>
        <Button variant="primary" onClick={() => setDialog({ product: null })}>
          Add Product
        </Button>
        <FileDownloadButton download={() => api.reports.productList(filter)} />
      </div>
      {categories.error && <Alert variant="warning">{errorMessage(categories.error, CATEGORIES_LOAD_FAILED)}</Alert>}
      <ProductFilters
        categories={categories.data ?? []}
        categoryId={categoryId}
        search={typed}
        onCategory={setCategoryId}
        onSearch={setTyped}
      />
      <DataTable
        label="Products"
        columns={columns}
        rowKey={(product) => product.id}
        emptyText={
          filtered ? 'No products match the search or the category.' : 'No products yet. Add one with Add Product.'
        }
        {...pagedTable(list, search, PRODUCTS_LOAD_FAILED)}
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
          }}
        />
      )}
      <MessageDialog
        show={saved}
        title="Product saved"
        message="The product has been saved."
        size="sm"
        onClose={() => setSaved(false)}
      />
    </Container>
  );
}
