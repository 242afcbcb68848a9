/** One choice of a screen's selector: the records of one status. */
export interface StatusView<Status extends string> {
  status: Status;
  label: string;
}

/** A screen's selector choices, the first one shown when none is asked for. */
export type StatusViews<Status extends string> = readonly [StatusView<Status>, ...StatusView<Status>[]];

/** The statuses a screen lists (an action whose result leaves them is not offered there). */
export function screenStatuses<Status extends string>(screen: { views: StatusViews<Status> }): Status[] {
  return screen.views.map((view) => view.status);
}

/** The view a `?status=` value picks; the first view when it is missing or not one of the screen's. */
export function viewOf<Status extends string>(
  screen: { views: StatusViews<Status> },
  status: string | null,
): StatusView<Status> {
  return screen.views.find((view) => view.status === status) ?? screen.views[0];
}

/** The last page of a list of `total` rows (1 when it is empty). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A status label with a capital first letter ('on delivery' → 'On delivery'). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
