import { Controller, UploadedFiles } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { CurrentUser } from '../common/decorators.js';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import type { UploadedImage } from '../media/media.service.js';
import type { User } from '../users/user.entity.js';
import { ReviewsService } from './reviews.service.js';

const routes = apiContract.reviews;

@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** The average out of 5, the count per rating and the reviews (anonymous authors never sent). */
  @Endpoint(routes.summary)
  summary(@Input() input: EndpointInput<typeof routes.summary>) {
    return this.reviews.summary(input.id, input.rating);
  }

  /** Multipart: orderId, rating, comment, anonymous and up to 3 files under `images` (or `images[0]` …). */
  @Endpoint(routes.create)
  create(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.create>,
    @UploadedFiles() images: UploadedImage[] | undefined,
  ) {
    return this.reviews.create(user, input.id, input, images ?? []);
  }
}
