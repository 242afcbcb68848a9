// The UI kit every app composes (docs/platform-conventions.md): dialogs, the data table, forms, formatting,
// images, search, the loading, empty and error states. Stateless, so each app bundles what it uses
// (tree-shaken) with its own react-bootstrap; the state it needs comes from `@qmj/web-kit`.
export { ApiImage } from './api-image';
export { acknowledgementText, BOOKING_PAYMENT_COLUMNS, PaymentStandingBadge } from './booking-payment-columns';
export { ConfirmDialog } from './confirm-dialog';
export { type DataColumn, DataTable } from './data-table';
export { Dialog, type DialogProps } from './dialog';
export { FieldList, type ListedField } from './field-list';
export { saveFile, useObjectUrl } from './files';
export { CHECK_THE_FORM, firstIssueMessage, type SchemaIssues } from './first-issue';
export type { ZodFormOptions, ZodSchema } from './form-checks';
export { FormDialog } from './form-dialog';
export {
  type FieldsOf,
  FormError,
  FormField,
  RadioField,
  SubmitButton,
  TextField,
  type TextFieldProps,
} from './form-fields';
export {
  formatClockSpan,
  formatClockTime,
  formatCount,
  formatDate,
  formatDateTime,
  formatPercent,
  formatPeso,
} from './format';
export { IMAGE_FILE_HINT, ImageFileField } from './image-file-field';
export { MessageDialog } from './message-dialog';
export {
  missingReceipt,
  type OrderPayment,
  orderRequest,
  type Payment,
  RECEIPT_PROBLEMS,
  usePayment,
} from './order-payment';
export { Pager, type PagerProps } from './pager';
export { GcashQr, PaymentFields, ReceiptField } from './payment-fields';
export { ReceiptReading } from './receipt-reading';
export { NotFoundPage, RemoteRoot } from './remote-pages';
export { SearchBox, useSettledSearch } from './search';
export { EmptyState, ErrorState, Loading } from './states';
export { StatusBadge, type StatusColour } from './status-badge';
export { useDrawnInSlices } from './use-drawn-in-slices';
export { useLazyZodForm } from './use-lazy-zod-form';
export { usePageTitle } from './use-page-title';
export {
  type PrefilledOrderDetails,
  type ReadyOrderDetails,
  usePrefilledOrderDetails,
} from './use-prefilled-order-details';
export type { ReceiptPaysFor } from './use-receipt-preview';
export { useSubmit } from './use-submit';
export { firstErrorOnly, oneProblemResolver, useZodForm } from './use-zod-form';
