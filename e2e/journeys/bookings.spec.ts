import type { Locator, Page } from '@playwright/test';
import {
  BOOKING_MESSAGES,
  exceedsStockMessage,
  MY_BOOKINGS_PAGE,
  manilaToday,
  NOTIFICATION_MAIL_SUBJECTS,
  NOTIFICATION_TEXTS,
  PATHS,
} from '@qmj/contracts';
import { addDays } from '../support/dates.js';
import {
  ADMIN,
  expect,
  logIn,
  logInAsAdmin,
  logOut,
  openAdminScreen,
  registerCustomer,
  test,
  uniqueUsername,
} from '../support/fixtures.js';
import { outboxMails } from '../support/outbox.js';

const PASSWORD = 'journeypass2026';
const CONTACT_NAME = 'Ana Cruz';

/** How the availability calendar names a day ('July 5, 2026') and a month ('July 2026'). */
const LONG_DAY = new Intl.DateTimeFormat('en-PH', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-PH', { year: 'numeric', month: 'long', timeZone: 'UTC' });
const longDay = (day: string) => LONG_DAY.format(new Date(`${day}T00:00:00Z`));

/** The months from this month (Manila's) to `day`'s. */
function monthsAhead(day: string): number {
  const [thisYear, thisMonth] = manilaToday().split('-').map(Number);
  const [year, month] = day.split('-').map(Number);
  return (year - thisYear) * 12 + month - thisMonth;
}

interface DayCounts {
  approved: number;
  slotsLeft: number;
}

/**
 * On /bookevents: Check Availability, on to `day`'s month, and the day's approved events and slots left as its
 * button reads them. Leaves the calendar open.
 */
async function availabilityOf(page: Page, day: string): Promise<{ calendar: Locator; counts: DayCounts }> {
  await page.getByRole('button', { name: 'Check Availability' }).click();
  const calendar = page.getByRole('dialog', { name: 'Availability Calendar' });
  for (let month = monthsAhead(day); month > 0; month -= 1) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(calendar.getByRole('heading', { name: MONTH.format(new Date(`${day}T00:00:00Z`)) })).toBeVisible();
  const dayButton = calendar.getByRole('button', {
    name: new RegExp(`^${longDay(day)}: \\d+ approved, \\d+ slots left$`),
  });
  const name = (await dayButton.getAttribute('aria-label')) ?? '';
  const [, approved, slotsLeft] = /(\d+) approved, (\d+) slots left/.exec(name) ?? [];
  // The cell writes the counts in words, not as a ratio ("2 / 1").
  await expect(dayButton).toContainText(`${approved} booked`);
  await expect(dayButton).toContainText(`${slotsLeft} left`);
  await expect(dayButton).not.toContainText('/');
  return { calendar, counts: { approved: Number(approved), slotsLeft: Number(slotsLeft) } };
}

test('a service with add-ons, booked with a receipt, approved: the customer hears of it and the day has a slot fewer', async ({
  page,
  dataDir,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const serviceTitle = `Journey Photo Booth ${stamp}`;
  const eventTitle = `Lia's Debut ${stamp}`;
  // Some weeks ahead, past the demo bookings, so the day is open; the meeting a week before.
  const eventDay = addDays(manilaToday(), 42);
  const meetingDay = addDays(eventDay, -7);
  await page.goto('/');
  const image = await page.screenshot();

  // The administrator adds the service with two add-ons.
  await logInAsAdmin(page);
  await openAdminScreen(page, 'Service List');
  await page.getByRole('button', { name: 'ADD EVENT' }).click();
  const serviceDialog = page.getByRole('dialog', { name: 'ADD Services' });
  await serviceDialog.getByLabel('Service Title').fill(serviceTitle);
  await serviceDialog
    .getByLabel('Upload File')
    .setInputFiles({ name: 'booth.png', mimeType: 'image/png', buffer: image });
  await serviceDialog.getByLabel('Minimum Price').fill('5000');
  await serviceDialog.getByLabel('Service Information').fill('Four hours of unlimited prints, props and an attendant.');
  const options = [
    { name: 'LED Photo Wall', price: '1500', stock: '4' },
    { name: 'Sound System', price: '800.50', stock: '10' },
  ];
  for (const [index, option] of options.entries()) {
    const row = serviceDialog.getByRole('group', { name: `Option ${index + 1}` });
    await row.getByLabel('Request Name').fill(option.name);
    await row.getByLabel('Request Price').fill(option.price);
    await row.getByLabel('Stock').fill(option.stock);
  }
  await serviceDialog.getByRole('button', { name: 'Save Service' }).click();
  const confirmService = page.getByRole('dialog', { name: 'Save Service' });
  await expect(confirmService).toContainText(BOOKING_MESSAGES.confirmSave);
  await confirmService.getByRole('button', { name: 'Yes, save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Service "${serviceTitle}" saved.` })).toBeVisible();
  const serviceRow = page.getByRole('row').filter({ hasText: serviceTitle });
  await expect(serviceRow).toContainText('Sound System');
  await expect(serviceRow).toContainText('₱800.50');
  await expect(serviceRow).toContainText('₱5,000.00');
  await logOut(page, ADMIN.username);

  // A customer looks at the day on the calendar, then books the service for it.
  const customer = uniqueUsername();
  const email = `${customer}@example.com`;
  await registerCustomer(page, customer, PASSWORD);
  await logIn(page, customer, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(PATHS.bookEvent);
  await expect(page.getByRole('heading', { name: 'Book an Event' })).toBeVisible();
  const before = await availabilityOf(page, eventDay);
  expect(before.counts.slotsLeft).toBeGreaterThan(0);
  // The footer's Close (the header's close button has the same name and no text).
  await before.calendar.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(before.calendar).toBeHidden();

  await page.getByLabel('Search services').fill(serviceTitle);
  const card = page.getByRole('article', { name: serviceTitle });
  await expect(card).toContainText('₱5,000.00');
  await expect(page.getByRole('article')).toHaveCount(1);
  await card.getByRole('button', { name: 'Book Now' }).click();

  const serviceStep = page.getByRole('dialog', { name: 'Service Information' });
  await expect(serviceStep).toContainText('Four hours of unlimited prints');
  await serviceStep.getByLabel('Start Date').fill(eventDay);
  await serviceStep.getByLabel('End Date').fill(eventDay);
  await serviceStep.getByRole('button', { name: 'Add Item' }).click();
  await serviceStep.getByLabel('Add-on').selectOption({ label: 'Sound System' });
  const quantity = serviceStep.getByLabel('Quantity');
  await expect(quantity).toBeEnabled();
  // More than remains is capped at what remains, with the alert.
  await quantity.fill('12');
  await expect(serviceStep.getByRole('alert')).toHaveText(exceedsStockMessage(2));
  await expect(quantity).toHaveValue('10');
  await quantity.fill('3');
  await expect(serviceStep.getByRole('alert')).toHaveCount(0);
  const addedItems = serviceStep.getByRole('region', { name: 'Added Items' });
  await expect(addedItems).toContainText(`${serviceTitle} (starting price)₱5,000.00`);
  await expect(addedItems).toContainText('Sound System: 3 × ₱800.50₱2,401.50');
  await expect(addedItems.locator('dl')).toHaveText('Total₱7,401.50Down Payment (20%)₱1,480.30');
  await serviceStep.getByRole('button', { name: 'Next' }).click();

  const requestStep = page.getByRole('dialog', { name: 'Request Form' });
  await requestStep.getByLabel('Event Title').fill(eventTitle);
  await expect(requestStep.getByLabel('Start Date')).toHaveValue(eventDay);
  await expect(requestStep.getByLabel('End Date')).toHaveValue(eventDay);
  await requestStep.getByLabel('Start Time').fill('14:00');
  await requestStep.getByLabel('End Time').fill('18:00');
  await requestStep.getByLabel('Meeting Date').fill(meetingDay);
  await requestStep.getByLabel('Meeting Time').fill('10:00');
  await requestStep.getByLabel('Location').fill('Villa Lorenza, Lipa City, Batangas');
  await requestStep.getByLabel('Event Description').fill('A debut for 120 guests; the booth by the garden.');
  await requestStep.getByLabel('Name', { exact: true }).fill(CONTACT_NAME);
  await requestStep.getByLabel('E-mail').fill(email);
  const phone = requestStep.getByLabel('Phone');
  await expect(phone).toHaveAttribute('placeholder', BOOKING_MESSAGES.phonePlaceholder);
  await phone.fill('0917123456');
  await expect(requestStep).toContainText('Down Payment (20%)₱1,480.30');
  const save = requestStep.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(requestStep).toContainText(BOOKING_MESSAGES.phoneInvalid);
  await phone.fill('09171234567');
  await save.click();
  await expect(requestStep).toContainText(BOOKING_MESSAGES.receiptRequired);
  await requestStep
    .getByLabel('Down Payment Receipt')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: image });
  await expect(requestStep.getByRole('img', { name: 'Chosen receipt' })).toBeVisible();
  await save.click();
  const confirmRequest = page.getByRole('dialog', { name: 'Save Request' });
  await expect(confirmRequest).toContainText(BOOKING_MESSAGES.confirmSave);
  await confirmRequest.getByRole('button', { name: 'Save', exact: true }).click();
  const filed = page.getByRole('dialog', { name: 'Request Filed' });
  await expect(filed).toContainText(BOOKING_MESSAGES.saved);
  await filed.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(filed).toBeHidden();
  await logOut(page, customer);

  // The administrator reads the request, with its add-on, total, down payment and receipt, and approves it.
  await logInAsAdmin(page);
  await openAdminScreen(page, 'Service Request');
  await expect(page.getByLabel('Requests')).toHaveValue('pending');
  const requestRow = page.getByRole('row').filter({ hasText: eventTitle });
  await expect(requestRow).toContainText(CONTACT_NAME);
  await expect(requestRow).toContainText('09171234567');
  // The administrator reads the times in the customer's 12-hour clock.
  await expect(requestRow).toContainText('2:00 PM');
  await expect(requestRow).toContainText('6:00 PM');
  await expect(requestRow).not.toContainText('14:00');
  await requestRow.getByRole('button', { name: `View ${eventTitle}` }).click();
  const eventRequest = page.getByRole('dialog', { name: 'Event Request' });
  await expect(eventRequest).toContainText('Start Time2:00 PM');
  await expect(eventRequest).toContainText('End Time6:00 PM');
  await expect(eventRequest).toContainText('Meeting Time10:00 AM');
  await expect(eventRequest.getByRole('row').filter({ hasText: 'Sound System' })).toContainText('₱2,401.50');
  await expect(eventRequest).toContainText('₱7,401.50');
  await expect(eventRequest).toContainText('₱1,480.30');
  await expect(eventRequest.getByRole('img', { name: `Payment receipt of ${eventTitle}` })).toBeVisible();
  await eventRequest.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = page.getByRole('dialog', { name: 'Approve Request' });
  await expect(approve).toContainText(`Approve the request for ${eventTitle}?`);
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The request "${eventTitle}" is now approved.` }),
  ).toBeVisible();
  await expect(requestRow).toHaveCount(0);
  await logOut(page, ADMIN.username);

  // The customer has the notice in the bell, the mail, and the booking approved in My Bookings.
  await logIn(page, customer, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  // The notice opens My Bookings, and is read from then on.
  await page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: NOTIFICATION_TEXTS.bookingApproved(CONTACT_NAME, eventTitle) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${MY_BOOKINGS_PAGE.path}$`));
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect
    .poll(() =>
      outboxMails(dataDir).filter(
        (mail) =>
          mail.includes(`To: ${email}`) &&
          mail.includes(`Subject: ${NOTIFICATION_MAIL_SUBJECTS.bookingApproved}`) &&
          mail.includes(NOTIFICATION_TEXTS.bookingApproved(CONTACT_NAME, eventTitle)),
      ),
    )
    .toHaveLength(1);

  await page.goto(MY_BOOKINGS_PAGE.path);
  const booking = page.getByRole('article', { name: eventTitle });
  await expect(booking).toContainText('Status: Approved');
  await expect(booking).toContainText('₱7,401.50');
  await expect(booking).toContainText('Sound System × 3');
  await expect(booking.getByRole('button', { name: 'Add to Calendar (.ics)' })).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  // The day on the calendar: one more approved event, one slot fewer, and the event in the day's list.
  await page.goto(PATHS.bookEvent);
  const after = await availabilityOf(page, eventDay);
  expect(after.counts).toEqual({ approved: before.counts.approved + 1, slotsLeft: before.counts.slotsLeft - 1 });
  await after.calendar.getByRole('button', { name: new RegExp(`^${longDay(eventDay)}:`) }).click();
  const dayEvents = page.getByRole('dialog', { name: `Events on ${longDay(eventDay)}` });
  await expect(dayEvents.getByRole('listitem').filter({ hasText: serviceTitle })).toContainText('2:00 PM – 6:00 PM');
  await expect(dayEvents).not.toContainText(eventTitle);
});

test('on a phone the availability calendar writes each day’s slots left in words, inside its cell', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = uniqueUsername();
  await registerCustomer(page, customer, PASSWORD);
  await logIn(page, customer, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(PATHS.bookEvent);
  await page.getByRole('button', { name: 'Check Availability' }).click();
  const calendar = page.getByRole('dialog', { name: 'Availability Calendar' });
  await expect(calendar).toContainText('Each day shows the events booked and the slots left');
  // Next month's days all have their counts (this month's past days may not).
  await calendar.getByRole('button', { name: 'Next month' }).click();
  const days = calendar.getByRole('button', { name: /: \d+ approved, / });
  await expect(days.first()).toBeVisible();
  const cells = await days.evaluateAll((buttons) =>
    buttons.map((button) => ({
      text: (button as HTMLElement).innerText.split('\n').slice(1).join(' ').trim(),
      overflows: button.scrollWidth > button.clientWidth,
    })),
  );
  for (const cell of cells) {
    expect(cell.text).toMatch(/^(\d+ left|Full)$/);
    expect(cell.overflows).toBe(false);
  }
});
