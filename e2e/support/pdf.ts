// The PDFs a page downloads, read back by their text (poppler's pdftotext).
import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';

/** Clicks `button`, and the file it downloads: the name it is saved under and its text, laid out as printed. */
export async function downloadedPdf(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
  return { name: download.suggestedFilename(), text };
}
