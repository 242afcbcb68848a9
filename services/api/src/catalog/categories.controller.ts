import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type Category, categorySchema, type Size } from '@qmj/contracts';
import type { z } from 'zod';
import { Public, Roles } from '../common/decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CategoriesService } from './categories.service.js';

@ApiTags('catalogue')
@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Public()
  @Get('categories')
  list(): Promise<Category[]> {
    return this.categories.list();
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Post('categories')
  create(@Body(new ZodValidationPipe(categorySchema)) body: z.infer<typeof categorySchema>): Promise<Category> {
    return this.categories.create(body.name);
  }

  @Public()
  @Get('sizes')
  sizes(): Promise<Size[]> {
    return this.categories.listSizes();
  }
}
