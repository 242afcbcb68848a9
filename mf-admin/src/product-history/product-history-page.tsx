import { api } from '@qmj/web-kit';
import { useParams } from '@qmj/web-kit/router';
import { DataTable, usePageTitle } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { Container } from 'react-bootstrap';
import { BackToProducts } from '../common/back-to-products';
import { FileDownloadButton } from '../common/file-download-button';
import { loadState } from '../common/list-state';
import { HISTORY_COLUMNS, newestFirst } from './history-columns';
import { productHistoryQueryOptions } from './product-history-queries';

export const HISTORY_LOAD_FAILED = 'Could not load the product history.';

/** `/audith_table/:productId`: the product's history (audit) rows and their PDF. */
export function ProductHistoryPage() {
  usePageTitle('Product History');
  const { productId = '' } = useParams();
  const history = useQuery({ ...productHistoryQueryOptions(productId), select: newestFirst });

  return (
    <Container fluid className="py-4 px-4">
      <BackToProducts />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">Product History — #{productId}</h1>
        <FileDownloadButton download={() => api.reports.productHistory({ id: productId })} />
      </div>
      <DataTable
        label="Product history"
        columns={HISTORY_COLUMNS}
        rows={history.data}
        rowKey={(entry) => entry.id}
        emptyText="No history yet."
        {...loadState(history, HISTORY_LOAD_FAILED)}
      />
    </Container>
  );
}
