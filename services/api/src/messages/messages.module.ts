import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { MediaModule } from '../media/media.module.js';
import { OrderLedgerModule } from '../orders/order-ledger.module.js';
import { UsersModule } from '../users/users.module.js';
import { messageBusProvider } from './message-bus.js';
import { MessageStreams } from './message-stream.js';
import { AdminMessagesController, MessagesController } from './messages.controller.js';
import { MessagesService } from './messages.service.js';
import { QuickRepliesService } from './quick-replies.service.js';
import { UnreadMail } from './unread-mail.js';

/** Messages between each customer and the business, in real time across replicas (docs/messages.md). */
@Module({
  imports: [MediaModule, OrderLedgerModule, BookingsModule, UsersModule],
  controllers: [MessagesController, AdminMessagesController],
  providers: [messageBusProvider, MessageStreams, MessagesService, QuickRepliesService, UnreadMail],
})
export class MessagesModule {}
