import {
  type Customization,
  ORDER_DETAIL_FIELDS,
  ORDER_MESSAGES,
  type Order,
  type OrderDetails,
  orderDetailsSchema,
  type Product,
  quantitySchema,
} from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import {
  Dialog,
  FieldList,
  FormDialog,
  formatPeso,
  Loading,
  orderRequest,
  PaymentFields,
  TextField,
  usePayment,
  usePrefilledOrderDetails,
  useZodForm,
} from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'react-bootstrap';
import { designOrderQuote, designReceiptPaysFor } from './design-order-request';

/** The design's order: how many, and where to; paid cash on delivery or with GCash. Prices and stock are the API's. */
const designOrderSchema = orderDetailsSchema.extend({ quantity: quantitySchema });

interface OrderDesignDialogProps {
  design: Customization;
  mug: Product;
  onClose: () => void;
  onPlaced: (order: Order) => void;
}

const TITLE = 'Order this mug';

/**
 * "Order this mug": the quantity and the delivery details, prefilled from the profile and the last order as the
 * product page's order form does, the shipping fee and total, the payment (GCash with its receipt), then Place Order
 * of the mug carrying the design.
 */
export function OrderDesignDialog(props: OrderDesignDialogProps) {
  const prefilled = usePrefilledOrderDetails();
  if (prefilled.state === 'loading') {
    return (
      <Dialog
        title={TITLE}
        onHide={props.onClose}
        footer={
          <Button variant="secondary" onClick={props.onClose}>
            Close
          </Button>
        }
      >
        <Loading />
      </Dialog>
    );
  }
  return <OrderDesignForm {...props} details={prefilled.details} />;
}

function OrderDesignForm({
  design,
  mug,
  onClose,
  onPlaced,
  details,
}: OrderDesignDialogProps & { details: OrderDetails }) {
  const form = useZodForm(designOrderSchema, { defaultValues: { quantity: 1, ...details } });
  const [quantity, address] = form.watch(['quantity', 'address']);
  const quote = designOrderQuote(mug.unitPrice, Number(quantity) || 0, address ?? '');
  const payment = usePayment();
  const paysFor = designReceiptPaysFor(mug.id, Number(quantity), address ?? '');
  const place = useMutation(apiQuery.orders.place.mutationOptions());
  const send = form.handleSubmit(async ({ quantity: count, ...delivery }) => {
    if (!payment.isReady()) return;
    const request = orderRequest(
      { productId: mug.id, customizationId: design.id, quantity: count, intent: 'order' },
      delivery,
      payment,
    );
    onPlaced(await place.mutateAsync(request));
  });
  return (
    <FormDialog
      title={TITLE}
      onSubmit={send}
      failureText={ORDER_MESSAGES.placeFailed}
      onClose={onClose}
      submitText="Place Order"
      busyText="Placing your order…"
    >
      <p className="mb-3">
        {mug.name} · {formatPeso(mug.unitPrice)} each · {mug.stock} in stock
      </p>
      <TextField form={form} name="quantity" id="design-order-quantity" label="Quantity" type="number" min={1} />
      <FieldList form={form} fields={ORDER_DETAIL_FIELDS} idPrefix="design-order" />
      <dl className="row border rounded-3 bg-body-tertiary mx-0 py-2 mb-3" aria-live="polite">
        <dt className="col-6 fw-normal">Shipping Fee</dt>
        <dd className="col-6 text-end mb-1">
          {quote.shippingFee === null ? 'Enter your address' : formatPeso(quote.shippingFee)}
        </dd>
        <dt className="col-6 fw-semibold">Total</dt>
        <dd className="col-6 text-end fw-bold mb-0">{formatPeso(quote.total)}</dd>
      </dl>
      <PaymentFields idPrefix="design-order" payment={payment} paysFor={paysFor} />
    </FormDialog>
  );
}
