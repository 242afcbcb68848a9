import { Controller, Req, UploadedFile } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../common/decorators.js';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { clientAddress, Throttle } from '../common/throttle.js';
import type { UploadedImage } from '../media/media.service.js';
import type { User } from '../users/user.entity.js';
import { ReceiptsService } from './receipts.service.js';

const routes = apiContract.receipts;

/** A customer's receipt read before they send it (docs/receipts.md). */
@Controller()
export class ReceiptsController {
  constructor(
    private readonly receipts: ReceiptsService,
    private readonly throttle: Throttle,
  ) {}

  /** Reading costs the server a second or more: counted per address like the other costly public steps. */
  @Endpoint(routes.preview)
  async preview(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.preview>,
    @UploadedFile() receipt: UploadedImage | undefined,
    @Req() request: FastifyRequest,
  ) {
    await this.throttle.limitAddress('preview', clientAddress(request));
    return this.receipts.preview(user, input, receipt);
  }
}
