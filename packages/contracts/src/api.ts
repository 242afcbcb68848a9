/** The one error body every API failure answers with. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
