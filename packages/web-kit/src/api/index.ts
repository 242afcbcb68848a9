export { api } from './client';
export { askEarly } from './early-answers';
export { errorMessage, errorStatus, isApiErrorBody, ORPCError } from './errors';
export { apiQuery, queryClient } from './queries';
export { restoreSession } from './session-restore';
