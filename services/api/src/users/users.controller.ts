import { Body, Controller, Get, Patch, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { type Profile, type UpdateProfileRequest, updateProfileSchema } from '@qmj/contracts';
import { CurrentUser } from '../common/decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ImageUpload } from '../media/image-upload.interceptor.js';
import type { UploadedImage } from '../media/media.service.js';
import { User } from './user.entity.js';
import { UsersService } from './users.service.js';

@ApiTags('me')
@ApiBearerAuth()
@Controller('me')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  me(@CurrentUser() user: User): Profile {
    return UsersService.toProfile(user);
  }

  @Patch()
  async update(
    @CurrentUser() user: User,
    @Body(new ZodValidationPipe(updateProfileSchema)) body: UpdateProfileRequest,
  ): Promise<Profile> {
    return UsersService.toProfile(await this.users.updateProfile(user, body));
  }

  /** Sets the profile picture (multipart field `file`: PNG, JPEG, WebP or GIF, at most 5 MB). */
  @Put('picture')
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ImageUpload('file'))
  async setPicture(@CurrentUser() user: User, @UploadedFile() file: UploadedImage | undefined): Promise<Profile> {
    return UsersService.toProfile(await this.users.setPicture(user, file));
  }
}
