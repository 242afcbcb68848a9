import { PATHS, type Service } from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';
import { DataTable, usePageTitle } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Button, Container } from 'react-bootstrap';
import { loadState } from '../common/list-state';
import { Notice } from '../common/notice';
import { serviceColumns } from './service-columns';
import { ServiceDialog } from './service-dialog';
import { servicesQueryOptions } from './services-queries';

export const SERVICES_LOAD_FAILED = 'Could not load the services.';

/** Which dialog is open: the service form (adding when `service` is null) or none. */
type OpenDialog = { service: Service | null } | null;

/** `/service`: the Service List with ADD EVENT and EDIT (the 'ADD Services' dialog) and the way to the products. */
export function ServiceListPage() {
  usePageTitle('Service List');
  const services = useQuery(servicesQueryOptions());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const open = useCallback((service: Service | null) => {
    setNotice(null);
    setDialog({ service });
  }, []);
  const columns = useMemo(() => serviceColumns(open), [open]);

  return (
    <Container fluid className="py-4 px-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">Service List</h1>
        <Button variant="primary" onClick={() => open(null)}>
          ADD EVENT
        </Button>
        <Link to={PATHS.productList} className="btn btn-outline-secondary">
          List of Product
        </Link>
      </div>
      <Notice text={notice} onClose={() => setNotice(null)} />
      <DataTable
        label="Services"
        columns={columns}
        rows={services.data}
        rowKey={(service) => service.id}
        emptyText="No services yet. Add one with ADD EVENT."
        onRetry={() => void services.refetch()}
        {...loadState(services, SERVICES_LOAD_FAILED)}
      />
      {dialog && (
        <ServiceDialog
          service={dialog.service}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            setNotice(`Service "${saved.title}" saved.`);
          }}
        />
      )}
    </Container>
  );
}
