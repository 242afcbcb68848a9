import type { BookingStatus } from '@qmj/contracts';
import type { StatusViews } from '../common/list-views';

/** An administrator's booking screen: its title, its selector (what it is called and its views) and its empty text. */
export interface BookingScreen {
  title: string;
  selectLabel: string;
  views: StatusViews<BookingStatus>;
  emptyText: string;
}
