import { BOOKING_MESSAGES, type Service, serviceFieldsSchema, TEXT_MAX } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import {
  ConfirmDialog,
  Dialog,
  type FieldsOf,
  FormError,
  ImageFileField,
  useSubmit,
  useZodForm,
} from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { FieldColumn, LONG_TEXT_INPUT, PriceColumn, WHOLE_NUMBER_INPUT } from '../common/field-column';
import { useImageChoice } from '../common/image-choice';
import {
  ADD_ON_SLOTS,
  EMPTY_SERVICE_FORM,
  formFromService,
  type ServiceFormValues,
  serviceFields,
} from './service-form';

export const SERVICE_SAVE_FAILED = 'Could not save the service. Please try again.';

/** One of the six option rows (`index` 0…5): request name, request price and stock, all optional. */
function OptionRow({ form, slot, index }: { form: FieldsOf<ServiceFormValues>; slot: number; index: number }) {
  const id = `service-option-${slot}`;
  return (
    <fieldset className="border rounded p-2 pb-3 mt-3">
      <legend className="float-none w-auto fs-6 fw-semibold px-1 mb-0">Option {slot}</legend>
      <Row className="g-2">
        <FieldColumn
          md={6}
          form={form}
          name={`addOns.${index}.name`}
          id={`${id}-name`}
          label="Request Name"
          maxLength={TEXT_MAX.addOnName}
        />
        <PriceColumn md={3} form={form} name={`addOns.${index}.price`} id={`${id}-price`} label="Request Price" />
        <FieldColumn
          md={3}
          form={form}
          name={`addOns.${index}.stock`}
          id={`${id}-stock`}
          label="Stock"
          {...WHOLE_NUMBER_INPUT}
        />
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
 * 'ADD Services' / EDIT: the service form in a dialog. Save Service checks it with the contracts' schema (the prices
 * are typed in pesos and checked in centavos), then the image, showing the first problem under its field; then it
 * asks 'Are you sure you want to save?' and sends it. The API's answer decides and the service list refreshes by
 * itself.
 */
export function ServiceDialog({ service, onClose, onSaved }: ServiceDialogProps) {
  const adding = service === null;
  const form = useZodForm(
    serviceFieldsSchema,
    { defaultValues: service ? formFromService(service) : EMPTY_SERVICE_FORM },
    serviceFields,
  );
  const image = useImageChoice(service);
  // The checked save, waiting for the administrator's yes; the form hides meanwhile.
  const [confirming, setConfirming] = useState<(() => Promise<Service>) | null>(null);
  const create = useMutation(apiQuery.services.create.mutationOptions());
  const update = useMutation(apiQuery.services.update.mutationOptions());
  const submit = useSubmit(SERVICE_SAVE_FAILED);

  const askToSave = form.handleSubmit((fields) => {
    submit.setError(null);
    if (!image.ready()) return;
    const { file } = image;
    if (service) setConfirming(() => () => update.mutateAsync({ ...fields, id: service.id, image: file ?? undefined }));
    else if (file) setConfirming(() => () => create.mutateAsync({ ...fields, image: file }));
  });

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
        onSubmit={() => void askToSave()}
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
          <FieldColumn
            md={12}
            form={form}
            name="title"
            id="service-title"
            label="Service Title"
            maxLength={TEXT_MAX.serviceTitle}
            required
          />
          <Col md={12}>
            <ImageFileField id="service-image" label="Upload File" {...image.field} />
          </Col>
          <PriceColumn md={6} form={form} name="lowPricing" id="service-low-pricing" label="Minimum Price" required />
          <FieldColumn
            md={12}
            form={form}
            name="information"
            id="service-information"
            label="Service Information"
            {...LONG_TEXT_INPUT}
            maxLength={TEXT_MAX.serviceInformation}
            required
          />
        </Row>
        {ADD_ON_SLOTS.map(({ slot }, index) => (
          <OptionRow key={slot} form={form} slot={slot} index={index} />
        ))}
        <FormError error={submit.error} className="mt-3 mb-0" />
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
