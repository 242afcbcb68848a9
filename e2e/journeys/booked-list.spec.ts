import { BOOKING_MESSAGES, CONFIRM_MESSAGES } from '@qmj/contracts';
import { expect, logInAsAdmin, openAdminScreen, test } from '../support/fixtures.js';

test('the booked list: a record is inserted, edited and, after the confirm, deleted', async ({ page }) => {
  const trackCode = `QMJ-${Date.now().toString(36).toUpperCase()}`;
  await logInAsAdmin(page);
  await openAdminScreen(page, 'Booked List');

  const insert = page.getByRole('form', { name: 'Insert a record' });
  await insert.getByLabel('Track Code').fill(trackCode);
  await insert.getByLabel('First Name').fill('Maria');
  await insert.getByLabel('Middle Name').fill('Reyes');
  await insert.getByLabel('Last Name').fill('Santos');
  await insert.getByLabel('Email').fill('maria.santos');
  await insert.getByRole('button', { name: 'Insert' }).click();
  await expect(insert).toContainText(BOOKING_MESSAGES.emailInvalid);
  await insert.getByLabel('Email').fill('maria.santos@example.com');
  await insert.getByRole('button', { name: 'Insert' }).click();
  await expect(insert.getByRole('status')).toHaveText(`Record ${trackCode} inserted.`);
  await expect(insert.getByLabel('Track Code')).toHaveValue('');

  const records = page.getByRole('table', { name: 'Booked records' });
  const row = records.getByRole('row').filter({ hasText: trackCode });
  await expect(row).toContainText('Maria');
  await expect(row).toContainText('Reyes');
  await expect(row).toContainText('Santos');
  await expect(row).toContainText('maria.santos@example.com');

  await row.getByRole('button', { name: `Edit ${trackCode}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Record' });
  await expect(edit.getByLabel('Last Name')).toHaveValue('Santos');
  await edit.getByLabel('Last Name').fill('Dela Cruz');
  await edit.getByLabel('Email').fill('maria.delacruz@example.com');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Record ${trackCode} saved.` })).toBeVisible();
  await expect(row).toContainText('Dela Cruz');
  await expect(row).toContainText('maria.delacruz@example.com');

  await row.getByRole('button', { name: `View ${trackCode}` }).click();
  const view = page.getByRole('dialog', { name: 'Booked Record' });
  await expect(view).toContainText('Dela Cruz');
  await view.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(view).toBeHidden();

  await row.getByRole('button', { name: `Delete ${trackCode}` }).click();
  const remove = page.getByRole('dialog', { name: 'Delete Record' });
  await expect(remove).toContainText(CONFIRM_MESSAGES.confirmDelete);
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${trackCode}` }).click();
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Record ${trackCode} deleted.` })).toBeVisible();
  await expect(row).toHaveCount(0);
});
