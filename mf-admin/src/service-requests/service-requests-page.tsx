import { AdminBookingsPage } from '../bookings/admin-bookings-page';
import { SERVICE_REQUEST_SCREEN } from './service-request-screen';

/** `/bookingtable`: Service Request — Pending, Approved and Declined Request, with Approve and Decline. */
export function ServiceRequestsPage() {
  return <AdminBookingsPage screen={SERVICE_REQUEST_SCREEN} />;
}
