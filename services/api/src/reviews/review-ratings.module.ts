import { Module } from '@nestjs/common';
import { ReviewRatingsService } from './review-ratings.service.js';

/** The reviews module's read side for the catalogue, with no dependency of its own. */
@Module({
  providers: [ReviewRatingsService],
  exports: [ReviewRatingsService],
})
export class ReviewRatingsModule {}
