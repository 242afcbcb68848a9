import { BOOKING_STATUS_LABELS, ORDER_STATUS_LABELS } from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';
import { formatDate } from '@qmj/web-kit/ui';
import { Card } from 'react-bootstrap';
import { capitalised } from '../common/list-views';
import { type ConversationSubject, subjectLink } from './conversation-subject';

/** The order or booking the conversation is about now, beside it, with the way to the screen that handles it. */
export function SubjectCard({ subject }: { subject: ConversationSubject }) {
  const link = subjectLink(subject);
  const { title, lines } =
    subject.kind === 'order'
      ? {
          title: `Order ${subject.order.transactionCode}`,
          lines: [
            ['Product', subject.order.productName],
            ['Status', capitalised(ORDER_STATUS_LABELS[subject.order.status])],
          ],
        }
      : {
          title: subject.booking.eventTitle,
          lines: [
            ['Date', formatDate(subject.booking.startDate)],
            ['Status', capitalised(BOOKING_STATUS_LABELS[subject.booking.status])],
          ],
        };
  const label = subject.kind === 'order' ? 'Linked order' : 'Linked booking';
  return (
    <Card as="aside" aria-label={label}>
      <Card.Body>
        <p className="small text-body-secondary mb-1">{label}</p>
        <h3 className="h6">{title}</h3>
        <dl className="small mb-2">
          {lines.map(([term, value]) => (
            <div key={term} className="d-flex gap-2">
              <dt className="fw-normal text-body-secondary">{term}</dt>
              <dd className="mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <Link to={link.to}>Open in {link.screenTitle}</Link>
      </Card.Body>
    </Card>
  );
}
