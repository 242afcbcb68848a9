import { POPUP_MESSAGES_MAX } from '@qmj/contracts';

/** What a change of a scheduler event can be; each one, and each failure, says so in a popup (docs/bookings.md). */
export type ScheduleChange = 'created' | 'updated' | 'moved' | 'deleted';

export type PopupTone = 'success' | 'danger';

/** One line of the scheduler's popup stack. */
export interface PopupMessage {
  id: number;
  text: string;
  tone: PopupTone;
}

/** The stack with `message` added last; past POPUP_MESSAGES_MAX the oldest go, so a burst of changes cannot pile up. */
export function withPopupMessage(messages: readonly PopupMessage[], message: PopupMessage): PopupMessage[] {
  return [...messages, message].slice(-POPUP_MESSAGES_MAX);
}

/** The stack once the message `id` has had its time. */
export function withoutPopupMessage(messages: readonly PopupMessage[], id: number): PopupMessage[] {
  return messages.filter((message) => message.id !== id);
}

/** 'Event moved: Team meeting'. */
export function scheduleChangeText(change: ScheduleChange, eventText: string): string {
  return `Event ${change}: ${eventText}`;
}

/** What shows when a change fails without a message of the API's (a network failure). */
export const SCHEDULE_CHANGE_FAILED: Record<ScheduleChange, string> = {
  created: 'The event could not be added. Please try again.',
  updated: 'The event could not be saved. Please try again.',
  moved: 'The event could not be moved. Please try again.',
  deleted: 'The event could not be deleted. Please try again.',
};
