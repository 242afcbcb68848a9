import type { ProductHistoryEntry } from '@qmj/contracts';
import { Loading } from '@qmj/web-kit';
import { Alert, Card, Container } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { BackToProducts } from '../common/back-to-products';
import { PdfDownloadButton } from '../common/pdf-download-button';
import { useApiData } from '../common/use-api-data';
import { HistoryTable } from './history-table';

export const HISTORY_LOAD_FAILED = 'Could not load the product history.';

/** `/audith_table/:productId`: the product's history (audit) rows and their PDF. */
export function ProductHistoryPage() {
  const { productId = '' } = useParams();
  const id = encodeURIComponent(productId);
  const history = useApiData<ProductHistoryEntry[]>(`products/${id}/history`, HISTORY_LOAD_FAILED);

  return (
    <Container fluid className="py-4 px-4">
      <BackToProducts />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">Product History — #{productId}</h1>
        <PdfDownloadButton
          path={`reports/products/${id}/history.pdf`}
          fallbackName={`product-${productId}-history.pdf`}
        />
      </div>
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-0">
          {history.loading ? (
            <Loading />
          ) : history.error ? (
            <Alert variant="danger" className="m-3" role="alert">
              {history.error}
            </Alert>
          ) : history.data && history.data.length > 0 ? (
            <HistoryTable entries={history.data} />
          ) : (
            <p className="text-center text-body-secondary py-5 mb-0">No history yet.</p>
          )}
        </Card.Body>
      </Card>
    </Container>
  );
}
