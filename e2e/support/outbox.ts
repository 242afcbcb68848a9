// The mails the running system wrote without SMTP_URL: DATA_DIR/outbox/*.eml (services/api/src/mail/mail.service.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The mails in the worker's outbox, each as its raw text with quoted-printable lines joined and decoded. */
export function outboxMails(dataDir: string): string[] {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox).map((file) => {
    const raw = readFileSync(join(outbox, file), 'latin1')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_code, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(raw, 'latin1').toString('utf8');
  });
}
