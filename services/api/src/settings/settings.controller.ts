import { Controller, Res, StreamableFile, UploadedFile } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import type { UploadedImage } from '../media/media.service.js';
import { gcashQrPng } from './gcash-qr.js';
import { SettingsService } from './settings.service.js';

const routes = apiContract.settings;

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Endpoint(routes.payment)
  payment() {
    return this.settings.payment();
  }

  /** Drawn from the number on each call: it changes when the administrator changes the number. */
  @Endpoint(routes.gcashQrPng)
  async gcashQrPng(@Res({ passthrough: true }) response: FastifyReply): Promise<StreamableFile> {
    const png = await gcashQrPng(await this.settings.gcashNumber());
    response.header('Cache-Control', 'no-cache');
    return new StreamableFile(png, { type: 'image/png', length: png.length });
  }

  @Endpoint(routes.updatePayment)
  updatePayment(
    @Input() input: EndpointInput<typeof routes.updatePayment>,
    @UploadedFile() gcashQr: UploadedImage | undefined,
  ) {
    return this.settings.updatePayment(input, gcashQr);
  }
}
