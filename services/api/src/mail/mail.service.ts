import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends mail through SMTP_URL; without it, each message is written to DATA_DIR/outbox/*.eml and
 * logged, so the flow is visible in development and tests.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly outbox: string | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl);
      this.outbox = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outbox = join(config.dataDir, 'outbox');
    }
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...message });
    if (!this.outbox) {
      this.logger.log(`Mail '${message.subject}' sent to ${message.to}`);
      return;
    }
    mkdirSync(this.outbox, { recursive: true });
    const file = join(this.outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
    writeFileSync(file, (info as { message: Buffer }).message);
    this.logger.log(`Mail '${message.subject}' to ${message.to} written to ${file}`);
  }
}
