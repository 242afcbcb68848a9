import { type OrderDetails, profileWithDetails } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { type ReadyOrderDetails, type ReceiptPaysFor, useLazyZodForm, usePayment } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useShippingQuote } from '../shipping/use-shipping-quote';

const DETAILS_NOT_SAVED = 'Your details could not be saved to your profile.';

// The product page's and the cart's first render hold no zod: the delivery details' rules load on the first check.
const loadOrderDetailsSchema = () =>
  import(/* webpackExports: ["orderDetailsSchema"] */ '@qmj/contracts').then(
    (contracts) => contracts.orderDetailsSchema,
  );

/** What is being ordered: one product (the product page), or the selected cart lines (the cart's checkout). */
export type Ordered = { productId: number; quantity: number } | { orderIds: number[] };

/**
 * What the product page's order form and the cart's checkout both ask for: the delivery details
 * (prefilled, checked by the contracts' schema as the API checks them), whether to save them to the
 * profile, the payment (GCash with its receipt, read against what is ordered), and the shipping quote of the address
 * being typed.
 */
export function useOrderDetailsForm(prefilled: ReadyOrderDetails) {
  const form = useLazyZodForm(loadOrderDetailsSchema, { defaultValues: prefilled.details });
  const payment = usePayment();
  const [saveToProfile, setSaveToProfile] = useState(false);
  const updateProfile = useMutation(apiQuery.me.update.mutationOptions());
  const address = form.watch('address');
  const quote = useShippingQuote(address);
  const { profile } = prefilled;

  /** Once the order is placed: the details saved to the profile if the customer asked; why not, if that failed. */
  const saveDetailsIfAsked = async (details: OrderDetails): Promise<string | null> => {
    if (!saveToProfile || !profile) return null;
    try {
      await updateProfile.mutateAsync(profileWithDetails(profile, details));
      return null;
    } catch (error) {
      return errorMessage(error, DETAILS_NOT_SAVED);
    }
  };

  /** What a GCash receipt pays for: what is ordered, to the address typed; none typed yet, nothing to read it against. */
  const receiptPaysFor = (ordered: Ordered): ReceiptPaysFor | null =>
    address.trim() ? { ...ordered, address: address.trim() } : null;

  return {
    form,
    profileProblem: prefilled.problem,
    canSaveToProfile: profile !== null,
    saveToProfile,
    setSaveToProfile,
    saveDetailsIfAsked,
    payment,
    receiptPaysFor,
    quote,
  };
}

export type OrderDetailsForm = ReturnType<typeof useOrderDetailsForm>;
