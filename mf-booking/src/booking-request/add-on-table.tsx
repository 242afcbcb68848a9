import { BOOKING_MESSAGES, isCalendarDate } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { ErrorState, formatCount, formatPeso, Loading } from '@qmj/web-kit/ui';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Col, Form, OverlayTrigger, Row, Tooltip } from 'react-bootstrap';
import {
  type AddOnRecord,
  addItemBlock,
  addRecord,
  capToRemaining,
  changeRecordSlot,
  choicesFor,
  quantityFromInput,
  removeRecord,
  type ServiceAddOn,
  setRecordQuantity,
} from './add-on-records';

export const REMAINING_FAILED = 'What remains of the add-ons could not be loaded.';
const CHOOSE_DATES = 'Choose the start and end dates to see how many of each add-on remain.';

interface AddItemButtonProps {
  blocked: string | null;
  onAdd: () => void;
}

/**
 * Add Item; disabled, it says why in a tooltip (the 3-record limit). It stays focusable and hoverable
 * (aria-disabled rather than disabled), so the tooltip shows on hover and on keyboard focus.
 */
function AddItemButton({ blocked, onAdd }: AddItemButtonProps) {
  const button = (
    <Button
      variant="outline-primary"
      size="sm"
      aria-disabled={blocked ? true : undefined}
      className={blocked ? 'opacity-50' : undefined}
      style={blocked ? { cursor: 'not-allowed' } : undefined}
      onClick={() => blocked === null && onAdd()}
    >
      Add Item
    </Button>
  );
  if (blocked === null) return button;
  return (
    <OverlayTrigger placement="top" overlay={<Tooltip id="add-item-blocked">{blocked}</Tooltip>}>
      {button}
    </OverlayTrigger>
  );
}

interface AddOnTableProps {
  serviceId: number;
  offered: readonly ServiceAddOn[];
  startDate: string;
  endDate: string;
  records: readonly AddOnRecord[];
  onRecords: (records: AddOnRecord[]) => void;
}

/**
 * The add-item area: up to 3 records, each an add-on of the service with its price, what remains of it for the
 * chosen dates, and the quantity (a negative one resets to 0, one above what remains is capped, with an alert).
 */
export function AddOnTable({ serviceId, offered, startDate, endDate, records, onRecords }: AddOnTableProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const datesChosen = isCalendarDate(startDate) && isCalendarDate(endDate);
  const datesInOrder = datesChosen && endDate >= startDate;
  const remaining = useQuery(
    apiQuery.services.remaining.queryOptions({
      input: datesInOrder ? { id: serviceId, start: startDate, end: endDate } : skipToken,
    }),
  );
  const remainingBySlot = useMemo(
    () => (remaining.data ? new Map(remaining.data.addOns.map((addOn) => [addOn.slot, addOn.remaining])) : null),
    [remaining.data],
  );

  // Other dates can leave less than was asked for: the quantities follow, with the alert.
  useEffect(() => {
    if (!remainingBySlot) return;
    const capped = capToRemaining(records, remainingBySlot);
    if (capped.records === records) return;
    onRecords([...capped.records]);
    setAlert(capped.message);
  }, [remainingBySlot, records, onRecords]);

  if (offered.length === 0) return <p className="text-body-secondary">This service has no add-ons.</p>;

  const changeQuantity = (index: number, text: string, left: number) => {
    const changed = setRecordQuantity(records, index, quantityFromInput(text), left);
    setAlert(changed.message);
    onRecords(changed.records);
  };

  let note: string | null = null;
  if (!datesChosen) note = CHOOSE_DATES;
  else if (!datesInOrder) note = BOOKING_MESSAGES.endBeforeStart;

  return (
    <>
      {note && <p className="small text-body-secondary">{note}</p>}
      {remaining.isError && (
        <ErrorState
          message={errorMessage(remaining.error, REMAINING_FAILED)}
          onRetry={() => void remaining.refetch()}
          className="py-2"
        />
      )}
      {datesInOrder && remaining.isPending && <Loading className="py-2" />}
      <ul className="list-unstyled mb-2">
        {records.map((record, index) => {
          const addOn = offered.find((slot) => slot.slot === record.slot);
          const left = remainingBySlot?.get(record.slot);
          const rowId = `add-on-${index}`;
          return (
            <li key={record.slot} className="border rounded p-2 mb-2">
              <Row className="g-2 align-items-end">
                <Col xs={12} md={5}>
                  <Form.Group controlId={`${rowId}-slot`}>
                    <Form.Label className="small mb-1">Add-on</Form.Label>
                    <Form.Select
                      size="sm"
                      value={record.slot}
                      onChange={(event) => onRecords(changeRecordSlot(records, index, Number(event.target.value)))}
                    >
                      {choicesFor(records, index, offered).map((choice) => (
                        <option key={choice.slot} value={choice.slot}>
                          {choice.name}
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                </Col>
                <Col xs={4} md={2}>
                  <div className="small text-body-secondary">Price</div>
                  <div className="text-nowrap">{addOn ? formatPeso(addOn.price) : '—'}</div>
                </Col>
                <Col xs={3} md={2}>
                  <div className="small text-body-secondary">Remaining</div>
                  <div>{left === undefined ? '—' : formatCount(left)}</div>
                </Col>
                <Col xs={5} md={3}>
                  <div className="d-flex align-items-end gap-1">
                    <Form.Group controlId={`${rowId}-quantity`} className="flex-grow-1">
                      <Form.Label className="small mb-1">Quantity</Form.Label>
                      <Form.Control
                        size="sm"
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        disabled={left === undefined}
                        value={record.quantity}
                        onChange={(event) => left !== undefined && changeQuantity(index, event.target.value, left)}
                      />
                    </Form.Group>
                    <Button
                      variant="outline-danger"
                      size="sm"
                      aria-label={`Remove ${addOn?.name ?? 'add-on'}`}
                      onClick={() => onRecords(removeRecord(records, index))}
                    >
                      ×
                    </Button>
                  </div>
                </Col>
              </Row>
            </li>
          );
        })}
      </ul>
      {alert && (
        <Alert variant="warning" dismissible onClose={() => setAlert(null)} className="py-2">
          {alert}
        </Alert>
      )}
      <AddItemButton blocked={addItemBlock(records, offered)} onAdd={() => onRecords(addRecord(records, offered))} />
    </>
  );
}
