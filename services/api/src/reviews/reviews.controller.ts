import { Body, Controller, Get, Param, Post, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  REVIEW_MAX_IMAGES,
  REVIEW_MESSAGES,
  type Review,
  type ReviewRequest,
  type ReviewSummary,
  type ReviewsQuery,
  reviewSchema,
  reviewsQuerySchema,
} from '@qmj/contracts';
import { ProductIdPipe } from '../catalog/parse-id.pipe.js';
import { CurrentUser, Public } from '../common/decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ImagesUpload } from '../media/image-upload.interceptor.js';
import type { UploadedImage } from '../media/media.service.js';
import type { User } from '../users/user.entity.js';
import { ReviewsService } from './reviews.service.js';

@ApiTags('reviews')
@Controller('products/:id/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** Public: the average out of 5, the count per rating and the reviews (anonymous authors never sent). */
  @Public()
  @Get()
  summary(
    @Param('id', ProductIdPipe) productId: number,
    @Query(new ZodValidationPipe(reviewsQuerySchema)) query: ReviewsQuery,
  ): Promise<ReviewSummary> {
    return this.reviews.summary(productId, query.rating);
  }

  /** Multipart: orderId, rating, comment, anonymous and up to 3 files under `images`. */
  @ApiBearerAuth()
  @Post()
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ImagesUpload('images', REVIEW_MAX_IMAGES, REVIEW_MESSAGES.tooManyImages))
  create(
    @CurrentUser() user: User,
    @Param('id', ProductIdPipe) productId: number,
    @Body(new ZodValidationPipe(reviewSchema)) body: ReviewRequest,
    @UploadedFiles() images: UploadedImage[] | undefined,
  ): Promise<Review> {
    return this.reviews.create(user, productId, body, images ?? []);
  }
}
