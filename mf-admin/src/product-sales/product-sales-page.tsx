import { api } from '@qmj/web-kit';
import { useParams } from '@qmj/web-kit/router';
import { DataTable, usePageTitle } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Container } from 'react-bootstrap';
import { BackToProducts } from '../common/back-to-products';
import { FileDownloadButton } from '../common/file-download-button';
import { pagedTable, usePagedSearch } from '../common/list-state';
import { productSalesQueryOptions } from './product-sales-queries';
import { SALES_COLUMNS } from './sales-columns';
import { SalesTotals } from './sales-totals';

export const SALES_LOAD_FAILED = 'Could not load the sales of this product.';

/** `/sales_table/:productId`: the accepted orders of one product a page at a time, the totals of all and their PDF. */
export function ProductSalesPage() {
  usePageTitle('Product Sales');
  const { productId = '' } = useParams();
  const paging = usePagedSearch('', productId);
  const sales = useQuery({ ...productSalesQueryOptions(productId, paging.page), placeholderData: keepPreviousData });
  const productName = sales.data?.productName;

  return (
    <Container fluid className="py-4 px-4">
      <BackToProducts />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">{productName ? `Product Sales — ${productName}` : 'Product Sales'}</h1>
        <FileDownloadButton download={() => api.reports.productSales({ id: productId })} />
      </div>
      <SalesTotals sold={sales.data?.sold} revenue={sales.data?.revenue} />
      <DataTable
        label="Sales"
        columns={SALES_COLUMNS}
        rowKey={(sale) => sale.orderId}
        emptyText="No sales yet"
        {...pagedTable(sales, paging, SALES_LOAD_FAILED)}
      />
    </Container>
  );
}
