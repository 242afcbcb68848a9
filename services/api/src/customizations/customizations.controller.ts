import { Controller, Res, type StreamableFile, UploadedFiles } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/decorators.js';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import type { UploadedImage } from '../media/media.service.js';
import { privateImageReply } from '../media/private-image-reply.js';
import type { User } from '../users/user.entity.js';
import { CustomizationsService } from './customizations.service.js';

const routes = apiContract.customizations;

/** Mug designs: saved by a customer, read by their owner and the administrator. */
@Controller()
export class CustomizationsController {
  constructor(private readonly customizations: CustomizationsService) {}

  /** Multipart: size, color, text, font, bold, italic, an optional `image` and the PNG `preview`. */
  @Endpoint(routes.save)
  save(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.save>,
    @UploadedFiles() files: { image?: UploadedImage[]; preview?: UploadedImage[] } | undefined,
  ) {
    return this.customizations.save(user, input, { image: files?.image?.[0], preview: files?.preview?.[0] });
  }

  @Endpoint(routes.mine)
  mine(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.mine>) {
    return this.customizations.mine(user, input);
  }

  @Endpoint(routes.get)
  get(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.get>) {
    return this.customizations.get(user, input.id);
  }

  @Endpoint(routes.preview)
  async preview(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.preview>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    return privateImageReply(response, await this.customizations.preview(user, input.id));
  }

  /** The picture as uploaded, saved as `design-<id>-print.<ext>`. */
  @Endpoint(routes.printImage)
  async printImage(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.printImage>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    return privateImageReply(
      response,
      await this.customizations.printImage(user, input.id),
      `design-${input.id}-print`,
    );
  }
}
