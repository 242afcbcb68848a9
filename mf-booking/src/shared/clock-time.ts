/** A `HH:mm` time as the business writes its hours (8:00 AM, 9:00 PM); anything else is shown as it came. */
export function clockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A start and end time as one span (9:00 AM – 5:00 PM). */
export function clockSpan(start: string, end: string): string {
  return `${clockTime(start)} – ${clockTime(end)}`;
}
