/** What an order page says when a call fails without a message of the API's (a network failure). */
export const ORDER_CALL_FAILED = {
  list: 'Your orders could not be loaded. Please try again.',
  one: 'This order could not be loaded. Please try again.',
  cancel: 'The order could not be cancelled. Please try again.',
  undo: 'The cancellation could not be undone. Please try again.',
  delete: 'The order could not be deleted. Please try again.',
  similar: 'Similar products could not be loaded. Please try again.',
} as const;
