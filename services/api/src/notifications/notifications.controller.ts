import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { NOTIFICATION_MESSAGES, type Notification } from '@qmj/contracts';
import { CurrentUser } from '../common/decorators.js';
import { RecordIdPipe } from '../common/record-id.pipe.js';
import type { User } from '../users/user.entity.js';
import { NotificationsService } from './notifications.service.js';

const notificationId = new RecordIdPipe(NOTIFICATION_MESSAGES.notFound);

/** The signed-in user's own notices; another user's is 404. */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  list(@CurrentUser() user: User): Promise<Notification[]> {
    return this.notifications.list(user.id);
  }

  @Post(':id/read')
  @HttpCode(200)
  markRead(@CurrentUser() user: User, @Param('id', notificationId) id: number): Promise<Notification> {
    return this.notifications.markRead(user.id, id);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: User, @Param('id', notificationId) id: number): Promise<void> {
    await this.notifications.remove(user.id, id);
  }
}
