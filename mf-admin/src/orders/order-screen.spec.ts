import { describe, expect, it } from '@jest/globals';
import { ORDER_TRANSITIONS } from '@qmj/contracts';
import { screenStatuses, viewOf } from '../common/list-views';
import { ORDER_LIST_SCREEN } from '../order-list/order-list-screen';
import { ORDER_REQUEST_SCREEN } from '../order-requests/order-request-screen';
import { offeredActions } from './order-actions';
import type { OrderScreen } from './order-screen';

const SCREENS: readonly OrderScreen[] = [ORDER_REQUEST_SCREEN, ORDER_LIST_SCREEN];

describe("the administrator's two order screens", () => {
  it('between them offer every change the state machine gives the administrator', () => {
    const missing: string[] = [];
    for (const { from, action, who } of ORDER_TRANSITIONS) {
      if (who !== 'admin' || from === 'new') continue;
      const offered = SCREENS.some((screen) =>
        offeredActions(from, screenStatuses(screen)).some((offer) => offer === action),
      );
      if (!offered) missing.push(`${action} from ${from}`);
    }
    expect(missing).toEqual([]);
  });

  it('open on the view a ?status= value names, and on their first view for anything else', () => {
    for (const screen of SCREENS) {
      for (const view of screen.views) expect(viewOf(screen, view.status)).toBe(view);
      for (const other of [null, '', 'cart', 'PENDING']) expect(viewOf(screen, other)).toBe(screen.views[0]);
    }
  });

  it('name each view differently, so the selector tells them apart', () => {
    for (const screen of SCREENS) {
      expect(new Set(screenStatuses(screen)).size).toBe(screen.views.length);
      expect(new Set(screen.views.map((view) => view.label)).size).toBe(screen.views.length);
    }
  });
});
