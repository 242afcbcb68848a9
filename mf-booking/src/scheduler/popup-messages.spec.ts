import { describe, expect, it } from '@jest/globals';
import { POPUP_MESSAGES_MAX } from '@qmj/contracts';
import { type PopupMessage, scheduleChangeText, withoutPopupMessage, withPopupMessage } from './popup-messages';

const message = (id: number): PopupMessage => ({ id, text: `Event created: #${id}`, tone: 'success' });

describe('the popup stack', () => {
  it('adds a message after the ones already shown', () => {
    expect(withPopupMessage([message(1)], message(2)).map((shown) => shown.id)).toEqual([1, 2]);
  });

  it(`keeps at most ${POPUP_MESSAGES_MAX} messages, dropping the oldest`, () => {
    let stack: PopupMessage[] = [];
    for (let id = 1; id <= POPUP_MESSAGES_MAX + 5; id += 1) stack = withPopupMessage(stack, message(id));
    expect(stack).toHaveLength(POPUP_MESSAGES_MAX);
    expect(stack[0].id).toBe(6);
    expect(stack.at(-1)?.id).toBe(POPUP_MESSAGES_MAX + 5);
  });

  it('removes only the message whose time is up', () => {
    const stack = [message(1), message(2), message(3)];
    expect(withoutPopupMessage(stack, 2).map((shown) => shown.id)).toEqual([1, 3]);
    expect(stack).toHaveLength(3);
  });

  it('names the change and the event', () => {
    expect(scheduleChangeText('moved', 'Team meeting')).toBe('Event moved: Team meeting');
  });
});
