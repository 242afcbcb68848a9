import { Controller } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { CurrentUser } from '../common/decorators.js';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import type { User } from '../users/user.entity.js';
import { NotificationsService } from './notifications.service.js';

const routes = apiContract.notifications;

/** The signed-in user's own notices; another user's is 404. */
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Endpoint(routes.list)
  list(@CurrentUser() user: User) {
    return this.notifications.list(user.id);
  }

  @Endpoint(routes.markRead)
  markRead(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.markRead>) {
    return this.notifications.markRead(user.id, input.id);
  }

  @Endpoint(routes.markAllRead)
  markAllRead(@CurrentUser() user: User) {
    return this.notifications.markAllRead(user.id);
  }

  @Endpoint(routes.remove)
  async remove(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.remove>): Promise<void> {
    await this.notifications.remove(user.id, input.id);
  }
}
