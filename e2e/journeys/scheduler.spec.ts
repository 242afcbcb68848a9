import type { Locator, Page } from '@playwright/test';
import { manilaToday, type ScheduleEvent } from '@qmj/contracts';
import { addDays } from '../support/dates.js';
import { expect, logInAsAdmin, openAdminScreen, test } from '../support/fixtures.js';

/** A Manila wall-clock time of `date` as the API stores it. */
const manilaInstant = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`).toISOString();

/** The middle of the half-hour row at `time` (`HH:mm`) in `date`'s column of the week view. */
async function slotPoint(page: Page, date: string, time: string): Promise<{ x: number; y: number }> {
  const column = await page.locator(`td.fc-timegrid-col[data-date="${date}"]`).boundingBox();
  const row = await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`).boundingBox();
  if (!column || !row) throw new Error(`no slot at ${date} ${time} in the week view`);
  return { x: column.x + column.width / 2, y: row.y + row.height / 2 };
}

/** Presses the mouse at `from`, drags it to `to` in small steps, as a hand would, and lets go. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** The popup telling of a change: it shows, then goes by itself. */
async function expectPopup(page: Page, text: string) {
  const popup = page.getByText(text, { exact: true });
  await expect(popup).toBeVisible();
  await expect(popup).toBeHidden();
}

/** The scheduler's events as the API has them, read with the administrator's own session. */
async function storedEvents(page: Page, from: string, to: string): Promise<ScheduleEvent[]> {
  // The token the web application keeps for the session (web-kit's session store).
  const token = await page.evaluate(() => sessionStorage.getItem('qmj.token'));
  const response = await page.request.get('/api/schedule-events', {
    headers: { Authorization: `Bearer ${token}` },
    params: { from, to },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ScheduleEvent[];
}

test('the scheduler: an event is added by selecting its time, moved by dragging it, and deleted', async ({ page }) => {
  const text = `Journey ocular visit ${Date.now().toString(36)}`;
  // A week some weeks ahead, clear of the demo events of this week: its Tuesday, then its Wednesday.
  const day = addDays(manilaToday(), 21);
  const tuesday = addDays(day, 2 - new Date(`${day}T00:00:00Z`).getUTCDay());
  const wednesday = addDays(tuesday, 1);
  const week = { from: manilaInstant(addDays(tuesday, -2), '00:00'), to: manilaInstant(addDays(tuesday, 5), '00:00') };
  const ours = (events: ScheduleEvent[]) =>
    events
      .filter((event) => event.text === text)
      .map((event) => ({ start: new Date(event.startDate).toISOString(), end: new Date(event.endDate).toISOString() }));

  // FullCalendar's icon font (prev, next) is a data: URL in its stylesheet, which the page's policy must let load
  // (docs/serving.md#security-headers): the browser reports a refusal on the console.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await logInAsAdmin(page);
  await openAdminScreen(page, 'Scheduler');
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Date', { exact: true }).fill(tuesday);
  const tuesdayColumn = page.locator(`td.fc-timegrid-col[data-date="${tuesday}"]`);
  const wednesdayColumn = page.locator(`td.fc-timegrid-col[data-date="${wednesday}"]`);
  await expect(tuesdayColumn).toBeVisible();

  // Selecting 9:00 to 10:00 on Tuesday opens the new event with those times.
  await drag(page, await slotPoint(page, tuesday, '09:00'), await slotPoint(page, tuesday, '09:30'));
  const created = page.getByRole('dialog', { name: 'New event' });
  await expect(created).toContainText(/9:00\sAM – .*10:00\sAM/);
  await created.getByLabel('Event text').fill(text);
  await created.getByRole('button', { name: 'Save' }).click();
  await expect(created).toBeHidden();
  await expectPopup(page, `Event created: ${text}`);
  const event: Locator = page.locator('.fc-event').filter({ hasText: text });
  await expect(tuesdayColumn.locator('.fc-event').filter({ hasText: text })).toContainText('9:00am - 10:00am');
  expect(ours(await storedEvents(page, week.from, week.to))).toEqual([
    { start: manilaInstant(tuesday, '09:00'), end: manilaInstant(tuesday, '10:00') },
  ]);

  // Dragged from its first half hour to Wednesday at 11:00, it keeps its hour.
  const grabbed = await event.boundingBox();
  if (!grabbed) throw new Error('the new event is not drawn');
  const wednesdayEleven = await slotPoint(page, wednesday, '11:00');
  await drag(page, { x: grabbed.x + grabbed.width / 2, y: grabbed.y + 4 }, wednesdayEleven);
  await expectPopup(page, `Event moved: ${text}`);
  await expect(wednesdayColumn.locator('.fc-event').filter({ hasText: text })).toContainText('11:00am - 12:00pm');
  await expect(tuesdayColumn.locator('.fc-event').filter({ hasText: text })).toHaveCount(0);
  expect(ours(await storedEvents(page, week.from, week.to))).toEqual([
    { start: manilaInstant(wednesday, '11:00'), end: manilaInstant(wednesday, '12:00') },
  ]);

  // Clicked, it opens for editing; Delete asks first, then it is gone.
  await event.click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByLabel('Event text')).toHaveValue(text);
  await edit.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete event' });
  await expect(confirm).toContainText('Event will be deleted permanently, are you sure?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expectPopup(page, `Event deleted: ${text}`);
  await expect(event).toHaveCount(0);
  expect(ours(await storedEvents(page, week.from, week.to))).toEqual([]);
  await expect(page.locator('.fc-icon-chevron-left')).toBeVisible();
  expect(refused).toEqual([]);
});
