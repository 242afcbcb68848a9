import { Controller, NotFoundException, Res, StreamableFile } from '@nestjs/common';
import { apiContract, GENERAL_MESSAGES } from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { MediaService } from './media.service.js';

/** Long caching is safe: a key is random and its file never changes. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const route = apiContract.platform.media;

@Controller()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /** Public images only (product, review and profile pictures); receipts are never served here. */
  @Endpoint(route)
  async get(
    @Input() input: EndpointInput<typeof route>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.media.read(input.key, 'public');
    if (!file) throw new NotFoundException(GENERAL_MESSAGES.notFound);
    response.header('Cache-Control', IMMUTABLE_CACHE);
    // The web modules may run on other origins than the API.
    response.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return new StreamableFile(file.data, { type: file.contentType, length: file.data.length });
  }
}
