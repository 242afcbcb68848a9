export { api } from './client';
export { errorMessage, errorStatus, isApiErrorBody, ORPCError } from './errors';
export { apiQuery, queryClient } from './queries';
export { restoreSession } from './session-restore';
