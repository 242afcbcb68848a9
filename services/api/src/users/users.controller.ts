import { Controller, UploadedFile } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { CurrentUser } from '../common/decorators.js';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import type { UploadedImage } from '../media/media.service.js';
import type { User } from './user.entity.js';
import { UsersService } from './users.service.js';

const routes = apiContract.me;

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Endpoint(routes.get)
  me(@CurrentUser() user: User) {
    return UsersService.toProfile(user);
  }

  @Endpoint(routes.update)
  async update(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.update>) {
    return UsersService.toProfile(await this.users.updateProfile(user, input));
  }

  /** Sets the profile picture (multipart field `file`: PNG, JPEG, WebP or GIF, at most 5 MB). */
  @Endpoint(routes.setPicture)
  async setPicture(@CurrentUser() user: User, @UploadedFile() file: UploadedImage | undefined) {
    return UsersService.toProfile(await this.users.setPicture(user, file));
  }
}
