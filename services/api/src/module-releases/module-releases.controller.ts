import { Controller, Req, Res } from '@nestjs/common';
import { apiContract, MODULE_BUCKET_COOKIE } from '@qmj/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { clientAddress } from '../common/throttle.js';
import { ModuleReleasesService } from './module-releases.service.js';

const routes = apiContract.modules;

const BUCKET_COOKIE = new RegExp(`(?:^|;\\s*)${MODULE_BUCKET_COOKIE}=([^;]*)`);

/** The module list the shell reads, its error reports, and the administrator's release registry. */
@Controller()
export class ModuleReleasesController {
  constructor(private readonly releases: ModuleReleasesService) {}

  /** Differs per session by its bucket cookie, which a session without one is given (a session cookie). */
  @Endpoint(routes.remotes)
  async remotes(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    const list = await this.releases.remotes(BUCKET_COOKIE.exec(request.headers.cookie ?? '')?.[1]);
    response.header('vary', 'Cookie');
    if (list.newBucket) {
      response.header('set-cookie', `${MODULE_BUCKET_COOKIE}=${list.bucket}; Path=/; SameSite=Lax; HttpOnly`);
    }
    return { remotes: list.remotes };
  }

  @Endpoint(routes.reportError)
  async reportError(@Req() request: FastifyRequest, @Input() input: EndpointInput<typeof routes.reportError>) {
    await this.releases.reportError(input, clientAddress(request));
  }

  @Endpoint(routes.list)
  list() {
    return this.releases.list();
  }

  @Endpoint(routes.publish)
  publish(@Input() input: EndpointInput<typeof routes.publish>) {
    return this.releases.publish(input);
  }

  @Endpoint(routes.startCanary)
  startCanary(@Input() input: EndpointInput<typeof routes.startCanary>) {
    return this.releases.startCanary(input.id, input.share);
  }

  @Endpoint(routes.promote)
  promote(@Input() input: EndpointInput<typeof routes.promote>) {
    return this.releases.promote(input.id);
  }

  @Endpoint(routes.rollBack)
  rollBack(@Input() input: EndpointInput<typeof routes.rollBack>) {
    return this.releases.rollBack(input.remote);
  }
}
