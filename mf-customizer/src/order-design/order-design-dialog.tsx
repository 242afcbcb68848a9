import {
  type Customization,
  ORDER_DETAIL_FIELDS,
  ORDER_MESSAGES,
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
  TextField,
  usePrefilledOrderDetails,
  useZodForm,
} from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'react-bootstrap';

/** The design's order: how many, and where to; paid cash on delivery. Prices and stock are the API's. */
const designOrderSchema = orderDetailsSchema.extend({ quantity: quantitySchema });

interface OrderDesignDialogProps {
  design: Customization;
  mug: Product;
  onClose: () => void;
  onPlaced: () => void;
}

const TITLE = 'Order this mug';

/**
 * "Order this mug": the quantity and the delivery details, prefilled from the profile and the last order as the
 * product page's order form does, then Place Order of the mug carrying the design.
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
  const place = useMutation(apiQuery.orders.place.mutationOptions());
  const send = form.handleSubmit(async (order) => {
    await place.mutateAsync({
      ...order,
      productId: mug.id,
      paymentMethod: 'COD',
      intent: 'order',
      customizationId: design.id,
    });
    onPlaced();
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
      <p className="small mb-0">
        <span className="text-body-secondary">Payment Method: </span>
        <span className="fw-semibold">COD (cash on delivery)</span>
      </p>
    </FormDialog>
  );
}
