import {
  type Customization,
  ORDER_DETAIL_FIELDS,
  type OrderDetails,
  orderDetailsSchema,
  type Product,
  type Profile,
  quantitySchema,
} from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { FormDialog, formatPeso, TextField, useZodForm } from '@qmj/web-kit/ui';
import { useMutation, useQuery } from '@tanstack/react-query';

/** The design's order: how many, and where to; paid cash on delivery. Prices and stock are the API's. */
const designOrderSchema = orderDetailsSchema.extend({ quantity: quantitySchema });

/** The delivery details prefilled from the profile, as the product page's order form does. */
function startingOrder(profile: Profile | undefined): OrderDetails & { quantity: number } {
  return {
    quantity: 1,
    address: profile?.address ?? '',
    contact: profile?.contact ?? '',
    otherInfo: profile?.otherInfo ?? '',
    customerName: profile?.legitName ?? '',
  };
}

interface OrderDesignDialogProps {
  design: Customization;
  mug: Product;
  onClose: () => void;
  onPlaced: () => void;
}

/** "Order this mug": the quantity and delivery details, then Place Order of the mug carrying the design. */
export function OrderDesignDialog({ design, mug, onClose, onPlaced }: OrderDesignDialogProps) {
  const profile = useQuery(apiQuery.me.get.queryOptions());
  const form = useZodForm(designOrderSchema, { defaultValues: startingOrder(profile.data) });
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
      title="Order this mug"
      onSubmit={send}
      failureText="Your order could not be placed. Please try again."
      onClose={onClose}
      submitText="Place Order"
      busyText="Placing your order…"
    >
      <p className="mb-3">
        {mug.name} · {formatPeso(mug.unitPrice)} each · {mug.stock} in stock
      </p>
      <TextField form={form} name="quantity" id="design-order-quantity" label="Quantity" type="number" min={1} />
      {ORDER_DETAIL_FIELDS.map((field) => (
        <TextField
          key={field.name}
          form={form}
          name={field.name}
          id={`design-order-${field.name}`}
          label={field.label}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          required
        />
      ))}
      <p className="small mb-0">
        <span className="text-body-secondary">Payment Method: </span>
        <span className="fw-semibold">COD (cash on delivery)</span>
      </p>
    </FormDialog>
  );
}
