import {
  BOOKING_MESSAGES,
  type BookingRequest,
  bookingRequestSchema,
  type Profile,
  type Service,
} from '@qmj/contracts';
import { api, apiQuery } from '@qmj/web-kit';
import {
  ConfirmDialog,
  Dialog,
  FormError,
  Loading,
  MessageDialog,
  SubmitButton,
  saveFile,
  useSubmit,
  useZodForm,
} from '@qmj/web-kit/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { type AddOnRecord, addedItems, offeredAddOns, requestedAddOns } from './add-on-records';
import {
  BOOKING_REQUEST_FAILED,
  canQuote,
  QUOTATION_FAILED,
  quotationRequest,
  requestDefaults,
} from './booking-request';
import { RequestStep } from './request-step';
import { ServiceStep } from './service-step';

const STEP_TITLES = { service: 'Service Information', request: 'Request Form' } as const;
type Step = keyof typeof STEP_TITLES;

interface BookingDialogProps {
  service: Service;
  /** The day chosen on the availability calendar, which the request starts and ends on until changed. */
  day: string | null;
  onClose: () => void;
  /** The request was filed (pending). */
  onFiled: () => void;
}

interface ReceiptChoice {
  file: File | null;
  problem: string | null;
}

function BookingFlow({ service, day, profile, onClose, onFiled }: BookingDialogProps & { profile?: Profile }) {
  const form = useZodForm(bookingRequestSchema, { defaultValues: requestDefaults(service.id, day, profile) });
  const [step, setStep] = useState<Step>('service');
  const [records, setRecords] = useState<AddOnRecord[]>([]);
  const [receipt, setReceipt] = useState<ReceiptChoice>({ file: null, problem: null });
  // The checked request while 'Are you sure you want to save?' is open.
  const [confirming, setConfirming] = useState<{ fields: BookingRequest; receipt: File } | null>(null);
  const request = useMutation(apiQuery.bookings.request.mutationOptions());
  const submit = useSubmit(BOOKING_REQUEST_FAILED);
  const quotation = useSubmit(QUOTATION_FAILED);
  const offered = useMemo(() => offeredAddOns(service), [service]);
  const calculation = addedItems(service, records);
  const [startDate, endDate] = form.watch(['startDate', 'endDate']);

  const askToSave = form.handleSubmit((fields) => {
    submit.setError(null);
    if (!receipt.file) {
      setReceipt({ file: null, problem: receipt.problem ?? BOOKING_MESSAGES.receiptRequired });
      return;
    }
    setConfirming({ fields, receipt: receipt.file });
  });

  const save = ({ fields, receipt: file }: { fields: BookingRequest; receipt: File }) => {
    setConfirming(null);
    void submit.run(() => request.mutateAsync({ ...fields, addOns: requestedAddOns(records), receipt: file }), onFiled);
  };

  // The quotation of what the form holds now, before Save: the API prices it and files nothing.
  const downloadQuotation = () => {
    const asked = quotationRequest(service.id, form.getValues(), requestedAddOns(records));
    void quotation.run(() => api.bookings.quotation(asked), saveFile);
  };
  const quotationButton = (
    <Button
      variant="outline-primary"
      disabled={!canQuote({ startDate, endDate }) || quotation.busy || submit.busy}
      onClick={downloadQuotation}
    >
      {quotation.busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      Download Quotation
    </Button>
  );

  return (
    <>
      {/* Hidden while the confirm asks, so one dialog at a time has the focus; everything typed is kept here. */}
      <Dialog
        show={confirming === null}
        title={STEP_TITLES[step]}
        size="lg"
        scrollable
        dismissible={!submit.busy}
        onHide={onClose}
        onSubmit={step === 'service' ? () => setStep('request') : () => void askToSave()}
        footer={
          step === 'service' ? (
            <>
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
              {quotationButton}
              <Button type="submit" variant="primary">
                Next
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" disabled={submit.busy} onClick={() => setStep('service')}>
                Back
              </Button>
              {quotationButton}
              <SubmitButton busy={submit.busy} busyText="Saving…">
                Save
              </SubmitButton>
            </>
          )
        }
      >
        <FormError error={quotation.error} />
        {step === 'service' ? (
          <ServiceStep
            service={service}
            offered={offered}
            form={form}
            startDate={startDate}
            endDate={endDate}
            records={records}
            onRecords={setRecords}
            calculation={calculation}
          />
        ) : (
          <RequestStep
            form={form}
            total={calculation.total}
            downPayment={calculation.downPayment}
            receipt={receipt.file}
            receiptPaysFor={{ serviceId: service.id, addOns: requestedAddOns(records) }}
            receiptProblem={receipt.problem}
            onReceipt={(file, problem) => setReceipt({ file, problem })}
            busy={submit.busy}
            error={submit.error}
          />
        )}
      </Dialog>
      <ConfirmDialog
        show={confirming !== null}
        title="Save Request"
        confirmLabel="Save"
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && save(confirming)}
      >
        <p className="mb-0">{BOOKING_MESSAGES.confirmSave}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * Booking a service: its information with the add-on quantity table and the Added Items, then the request form,
 * 'Are you sure you want to save?', and the request filed with its receipt. Name, e-mail and phone come from the
 * profile where it has them.
 */
export function BookingDialog(props: BookingDialogProps) {
  const profile = useQuery(apiQuery.me.get.queryOptions());
  if (profile.isPending) {
    return (
      <MessageDialog title={STEP_TITLES.service} buttonText="Close" message={<Loading />} onClose={props.onClose} />
    );
  }
  return <BookingFlow {...props} profile={profile.data} />;
}
