import type { ProductSales } from '@qmj/contracts';
import { Loading } from '@qmj/web-kit';
import { Alert, Card, Container } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { BackToProducts } from '../common/back-to-products';
import { PdfDownloadButton } from '../common/pdf-download-button';
import { useApiData } from '../common/use-api-data';
import { SalesTable } from './sales-table';
import { SalesTotals } from './sales-totals';

export const SALES_LOAD_FAILED = 'Could not load the sales of this product.';

/** `/sales_table/:productId`: the accepted orders of one product, their totals and their PDF. */
export function ProductSalesPage() {
  const { productId = '' } = useParams();
  const id = encodeURIComponent(productId);
  const sales = useApiData<ProductSales>(`products/${id}/sales`, SALES_LOAD_FAILED);
  const productName = sales.data?.productName;

  return (
    <Container fluid className="py-4 px-4">
      <BackToProducts />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">{productName ? `Product Sales — ${productName}` : 'Product Sales'}</h1>
        <PdfDownloadButton path={`reports/products/${id}/sales.pdf`} fallbackName={`product-${productId}-sales.pdf`} />
      </div>
      {sales.loading ? (
        <Loading />
      ) : sales.error ? (
        <Alert variant="danger" role="alert">
          {sales.error}
        </Alert>
      ) : sales.data ? (
        <>
          <SalesTotals sold={sales.data.sold} revenue={sales.data.revenue} />
          <Card className="border-0 shadow-sm">
            <Card.Body className="p-0">
              {sales.data.items.length > 0 ? (
                <SalesTable sales={sales.data.items} />
              ) : (
                <p className="text-center text-body-secondary py-5 mb-0">No sales yet</p>
              )}
            </Card.Body>
          </Card>
        </>
      ) : null}
    </Container>
  );
}
