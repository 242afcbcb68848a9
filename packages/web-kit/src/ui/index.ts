// The UI kit every remote composes (docs/platform-conventions.md): dialogs, the data table, forms, formatting,
// images and the loading, empty and error states.
export { ApiImage } from './api-image';
export { ConfirmDialog } from './confirm-dialog';
export { type DataColumn, DataTable } from './data-table';
export { Dialog, type DialogProps } from './dialog';
export { saveFile, useObjectUrl } from './files';
export { CHECK_THE_FORM, firstIssueMessage, type SchemaIssues } from './first-issue';
export { FormDialog } from './form-dialog';
export { type FieldsOf, FormError, FormField, RadioField, SubmitButton, TextField } from './form-fields';
export { formatCount, formatDate, formatDateTime, formatPeso } from './format';
export { IMAGE_FILE_HINT, ImageFileField } from './image-file-field';
export { MessageDialog } from './message-dialog';
export { Pager, type PagerProps } from './pager';
export { EmptyState, ErrorState, Loading } from './states';
export { usePageTitle } from './use-page-title';
export { useSubmit } from './use-submit';
export {
  firstErrorOnly,
  oneProblemResolver,
  useZodForm,
  type ZodFormOptions,
  type ZodSchema,
} from './use-zod-form';
