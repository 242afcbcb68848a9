import { apiQuery, errorMessage } from '@qmj/web-kit';
import { ErrorState, Loading, usePageTitle } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Container } from 'react-bootstrap';
import { PaymentSettingsForm } from './payment-settings-form';

export const SETTINGS_LOAD_FAILED = 'Could not load the settings.';

/** `/settings`: how customers pay with GCash (docs/orders.md, Payment) and when an event's balance is due. */
export function SettingsPage() {
  usePageTitle('Settings');
  const payment = useQuery(apiQuery.settings.payment.queryOptions());
  return (
    <Container fluid className="py-4 px-4">
      <h1 className="h2 mb-3">Settings</h1>
      <Card className="border-0 shadow-sm" style={{ maxWidth: 560 }}>
        <Card.Body>
          <h2 className="h5 mb-3">GCash Payment</h2>
          {payment.error && <ErrorState message={errorMessage(payment.error, SETTINGS_LOAD_FAILED)} />}
          {payment.isPending && <Loading />}
          {payment.data && <PaymentSettingsForm settings={payment.data} />}
        </Card.Body>
      </Card>
    </Container>
  );
}
