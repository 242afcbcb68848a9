import type { Service } from '@qmj/contracts';
import { type FieldsOf, formatPeso } from '@qmj/web-kit/ui';
import { Col, Row } from 'react-bootstrap';
import { ServiceImage } from '../shared/service-image';
import type { AddedItem, AddOnRecord, ServiceAddOn } from './add-on-records';
import { AddOnTable } from './add-on-table';
import { AddedItems } from './added-items';
import type { BookingFields } from './booking-request';
import { EVENT_DATE_FIELDS, FieldRow } from './field-row';

interface ServiceStepProps {
  service: Service;
  offered: readonly ServiceAddOn[];
  form: FieldsOf<BookingFields>;
  startDate: string;
  endDate: string;
  records: readonly AddOnRecord[];
  onRecords: (records: AddOnRecord[]) => void;
  calculation: { items: AddedItem[]; total: number; downPayment: number };
}

/** The service information: the service, the event's dates, the add-on quantity table and the Added Items. */
export function ServiceStep(props: ServiceStepProps) {
  const { service, offered, form, startDate, endDate, records, onRecords, calculation } = props;
  return (
    <>
      <Row className="g-3 mb-3">
        <Col sm={5}>
          <ServiceImage src={service.imageUrl} title={service.title} className="rounded" />
        </Col>
        <Col sm={7}>
          <h3 className="h5 mb-1">{service.title}</h3>
          <p className="mb-1">
            Starting at <span className="fw-bold">{formatPeso(service.lowPricing)}</span>
          </p>
          <p className="small text-body-secondary mb-2">ID: {service.id}</p>
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
            {service.information}
          </p>
        </Col>
      </Row>
      <h3 className="h6">Event Dates</h3>
      <FieldRow form={form} fields={EVENT_DATE_FIELDS} />
      <h3 className="h6">Add-ons</h3>
      <AddOnTable
        serviceId={service.id}
        offered={offered}
        startDate={startDate}
        endDate={endDate}
        records={records}
        onRecords={onRecords}
      />
      <div className="mt-3">
        <AddedItems service={service} {...calculation} />
      </div>
    </>
  );
}
