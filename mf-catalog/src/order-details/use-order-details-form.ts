import { orderDetailsSchema, type PaymentMethod } from '@qmj/contracts';
import { useZodForm } from '@qmj/web-kit';
import { useState } from 'react';
import { useShippingQuote } from '../shipping/use-shipping-quote';
import type { ProfileDetails } from './use-profile-details';

/**
 * What the product page's order form and the cart's checkout both ask for: the delivery details
 * (prefilled from the profile, checked by the contracts' schema as the API checks them), the payment
 * method, the GCash receipt, and the shipping quote of the address being typed.
 */
export function useOrderDetailsForm(profile: Extract<ProfileDetails, { state: 'ready' }>) {
  const form = useZodForm(orderDetailsSchema, { defaultValues: profile.details });
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('COD');
  const [receipt, setReceipt] = useState<File | null>(null);
  const quote = useShippingQuote(form.watch('address'));
  return { form, profileProblem: profile.problem, paymentMethod, setPaymentMethod, receipt, setReceipt, quote };
}

export type OrderDetailsForm = ReturnType<typeof useOrderDetailsForm>;
