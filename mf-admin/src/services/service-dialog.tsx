import { BOOKING_MESSAGES, CATALOG_MESSAGES, type Service, serviceFieldsSchema } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { ConfirmDialog, Dialog, FormError, firstIssueMessage, useSubmit } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { FieldColumn, WHOLE_NUMBER_INPUT } from '../common/field-column';
import { imageProblem } from '../common/form-values';
import { ImageField } from '../common/image-field';
import {
  ADD_ON_SLOTS,
  type AddOnRow,
  EMPTY_SERVICE_FORM,
  formFromService,
  type ServiceFormValues,
  serviceFields,
} from './service-form';

export const SERVICE_SAVE_FAILED = 'Could not save the service. Please try again.';

/** Prices are typed in pesos, to the centavo. */
const PESOS = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

interface OptionRowProps {
  slot: number;
  row: AddOnRow;
  onChange: (row: AddOnRow) => void;
}

/** One of the six option rows: request name, request price and stock, all optional. */
function OptionRow({ slot, row, onChange }: OptionRowProps) {
  const id = `service-option-${slot}`;
  const control = (key: keyof AddOnRow) => ({
    value: row[key],
    onChange: (event: { target: { value: string } }) => onChange({ ...row, [key]: event.target.value }),
  });
  return (
    <fieldset className="border rounded p-2 pb-3 mt-3">
      <legend className="float-none w-auto fs-6 fw-semibold px-1 mb-0">Option {slot}</legend>
      <Row className="g-2">
        <FieldColumn md={6} id={`${id}-name`} label="Request Name">
          <Form.Control maxLength={60} {...control('name')} />
        </FieldColumn>
        <FieldColumn md={3} id={`${id}-price`} label="Request Price">
          <Form.Control {...PESOS} {...control('pricePesos')} />
        </FieldColumn>
        <FieldColumn md={3} id={`${id}-stock`} label="Stock">
          <Form.Control {...WHOLE_NUMBER_INPUT} {...control('stock')} />
        </FieldColumn>
      </Row>
    </fieldset>
  );
}

interface ServiceDialogProps {
  /** The service being edited; null adds a new one. */
  service: Service | null;
  onClose: () => void;
  /** Called with the service as the API saved it (the list refreshes by itself). */
  onSaved: (saved: Service) => void;
}

/**
 * 'ADD Services' / EDIT: the service form in a dialog. Save Service shows the first problem, checked with the
 * contracts' schema (the prices are typed in pesos, so the form keeps its own values), then asks 'Are you sure you
 * want to save?' and sends it; the API's answer decides and the service list refreshes by itself.
 */
export function ServiceDialog({ service, onClose, onSaved }: ServiceDialogProps) {
  const adding = service === null;
  const [values, setValues] = useState<ServiceFormValues>(() =>
    service ? formFromService(service) : EMPTY_SERVICE_FORM,
  );
  const [problem, setProblem] = useState<string | null>(null);
  // The checked save, waiting for the administrator's yes; the form hides meanwhile.
  const [confirming, setConfirming] = useState<(() => Promise<Service>) | null>(null);
  const create = useMutation(apiQuery.services.create.mutationOptions());
  const update = useMutation(apiQuery.services.update.mutationOptions());
  const submit = useSubmit(SERVICE_SAVE_FAILED);
  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  /** The value and change handler of a typed field. */
  const control = (key: 'title' | 'information' | 'lowPricingPesos') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  function askToSave() {
    const checked = serviceFieldsSchema.safeParse(serviceFields(values));
    const found =
      imageProblem(values.image, adding) ??
      (checked.success ? null : firstIssueMessage(checked.error, CATALOG_MESSAGES.fillRequired));
    setProblem(found);
    submit.setError(null);
    if (found || !checked.success) return;
    const { image } = values;
    if (service) {
      setConfirming(() => () => update.mutateAsync({ ...checked.data, id: service.id, image: image ?? undefined }));
    } else if (image) {
      setConfirming(() => () => create.mutateAsync({ ...checked.data, image }));
    }
  }

  async function save(send: () => Promise<Service>) {
    // A refusal goes back to the form, with the API's message, to be corrected.
    if (!(await submit.run(send, onSaved))) setConfirming(null);
  }

  return (
    <>
      <Dialog
        show={confirming === null}
        title={adding ? 'ADD Services' : 'Edit Service'}
        size="lg"
        scrollable
        onHide={onClose}
        onSubmit={askToSave}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" variant="primary">
              Save Service
            </Button>
          </>
        }
      >
        <Row className="g-3">
          <FieldColumn md={12} id="service-title" label="Service Title">
            <Form.Control maxLength={120} required {...control('title')} />
          </FieldColumn>
          <Col md={12}>
            <ImageField
              id="service-image"
              label="Upload File"
              file={values.image}
              currentUrl={service?.imageUrl ?? null}
              required={adding}
              onChange={(file) => set('image', file)}
            />
          </Col>
          <FieldColumn md={6} id="service-low-pricing" label="Minimum Price" hint="In pesos (₱).">
            <Form.Control
              {...PESOS}
              required
              aria-describedby="service-low-pricing-hint"
              {...control('lowPricingPesos')}
            />
          </FieldColumn>
          <FieldColumn md={12} id="service-information" label="Service Information">
            <Form.Control as="textarea" rows={3} maxLength={2000} required {...control('information')} />
          </FieldColumn>
        </Row>
        {ADD_ON_SLOTS.map(({ slot }, index) => (
          <OptionRow
            key={slot}
            slot={slot}
            row={values.addOns[index]}
            onChange={(row) =>
              set(
                'addOns',
                values.addOns.map((current, at) => (at === index ? row : current)),
              )
            }
          />
        ))}
        <FormError error={problem ?? submit.error} className="mt-3 mb-0" />
      </Dialog>
      <ConfirmDialog
        show={confirming !== null}
        title="Save Service"
        confirmLabel="Yes, save"
        busy={submit.busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void save(confirming)}
      >
        <p className="mb-0">{BOOKING_MESSAGES.confirmSave}</p>
      </ConfirmDialog>
    </>
  );
}
