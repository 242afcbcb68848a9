import { Module } from '@nestjs/common';
import { PasswordHasher } from '../auth/password-hasher.js';
import { MediaModule } from '../media/media.module.js';
import { AccountSeeder } from './account-seeder.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [MediaModule],
  controllers: [UsersController],
  providers: [UsersService, AccountSeeder, PasswordHasher],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}
