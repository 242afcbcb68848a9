import { Inject, Injectable, Logger } from '@nestjs/common';
import { BUSINESS, CONVERSATION_MESSAGES } from '@qmj/contracts';
import { Clock } from '../common/clock.js';
import { JobLocks, ScheduledJob } from '../common/job-locks.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MailService } from '../mail/mail.service.js';
import { UsersService } from '../users/users.service.js';
import { Conversation } from './conversation.entity.js';
import { ConversationMessage } from './conversation-message.entity.js';

/** Not mailed for this stretch of unread messages: never, or only about messages the customer has read since. */
const NOT_MAILED = '(c.unreadMailedUpTo IS NULL OR c.unreadMailedUpTo <= c.customerReadUpTo)';

/** Conversations whose customer has left a business message unread since before `:since`, not mailed about it. */
const UNREAD_TOO_LONG = PreparedQuery.entities('conversations unread too long', (manager) =>
  manager
    .createQueryBuilder(Conversation, 'c')
    .where(`c.customerUnread > 0 AND c.customerUnreadSince <= :since AND ${NOT_MAILED}`)
    .orderBy('c.id', 'ASC'),
);

/** Notes the mail in the transaction that sends it: the condition lets one run of one replica in. */
const MARK_MAILED = PreparedQuery.change('mark an unread mail sent', (manager) =>
  manager
    .createQueryBuilder()
    .update(Conversation)
    .set({ unreadMailedUpTo: () => ':upTo' })
    .where(`id = :id AND customerUnread > 0 AND ${NOT_MAILED.replaceAll('c.', '')}`),
);

const NEWEST_BUSINESS_MESSAGE = PreparedQuery.entities('newest business message of a conversation', (manager) =>
  manager
    .createQueryBuilder(ConversationMessage, 'm')
    .where("m.conversationId = :conversationId AND m.author = 'business'")
    .orderBy('m.id', 'DESC')
    .limit(1),
);

/**
 * The unread mail (docs/messages.md, Unread mail): every MESSAGES_UNREAD_MAIL_EVERY_MS one replica (the job lock's
 * winner) mails each customer who has left a business message unread for MESSAGES_UNREAD_MAIL_AFTER_MS, once for
 * each stretch of unread messages. The mail is noted in the conversation in the transaction that sends it, so a
 * second run or another replica sends none.
 */
@Injectable()
export class UnreadMail extends ScheduledJob {
  private readonly logger = new Logger('Messages');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    jobs: JobLocks,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {
    super(jobs, 'unread-messages-mail', config.messages.unreadMailEveryMs);
  }

  protected async work(): Promise<string> {
    return `${await this.mailUnread()} unread-message mails sent`;
  }

  /** Mails every customer due one now; how many this call mailed. */
  async mailUnread(): Promise<number> {
    const since = new Date(this.clock.now().getTime() - this.config.messages.unreadMailAfterMs);
    const conversations = await this.unitOfWork.rows(UNREAD_TOO_LONG, { since });
    let sent = 0;
    for (const conversation of conversations) if (await this.mailOne(conversation)) sent += 1;
    return sent;
  }

  private async mailOne(conversation: Conversation): Promise<boolean> {
    return this.unitOfWork.transaction(async () => {
      const newest = await this.unitOfWork.row(NEWEST_BUSINESS_MESSAGE, { conversationId: conversation.id });
      if (!newest) return false;
      const marked = await this.unitOfWork.run(MARK_MAILED, { id: conversation.id, upTo: newest.id });
      if (marked === 0) return false;
      this.unitOfWork.afterCommit(() => this.send(conversation.customerId, newest.text));
      return true;
    });
  }

  private async send(customerId: number, text: string): Promise<void> {
    try {
      const customer = await this.users.findById(customerId);
      const address = customer?.email?.trim();
      if (!customer || !address) return;
      const name = customer.showedUsername || customer.username;
      await this.mail.send({
        to: address,
        subject: CONVERSATION_MESSAGES.unreadMailSubject,
        text: `${CONVERSATION_MESSAGES.unreadMail(name, text)}\n\n${BUSINESS.name}`,
      });
    } catch (error) {
      this.logger.warn(`could not mail customer ${customerId} about unread messages: ${(error as Error).message}`);
    }
  }
}
