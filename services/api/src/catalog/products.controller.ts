import { Controller, Header, Res, StreamableFile, UploadedFile } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import type { UploadedImage } from '../media/media.service.js';
import { barcodePng, barcodeSvg } from './barcode.js';
import { ProductsService } from './products.service.js';

/** A product's UPC never changes, so its barcode may be cached for a day. */
const BARCODE_CACHE = 'public, max-age=86400';

const routes = apiContract.catalog;

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  /** Sent as the JSON text the service keeps. */
  @Endpoint(routes.products)
  @Header('Content-Type', 'application/json; charset=utf-8')
  list(@Input() input: EndpointInput<typeof routes.products>) {
    return this.products.listJson(input);
  }

  @Endpoint(routes.createProduct)
  create(@Input() input: EndpointInput<typeof routes.createProduct>, @UploadedFile() image: UploadedImage | undefined) {
    return this.products.create(input, image);
  }

  @Endpoint(routes.product)
  get(@Input() input: EndpointInput<typeof routes.product>) {
    return this.products.get(input.id);
  }

  @Endpoint(routes.updateProduct)
  update(@Input() input: EndpointInput<typeof routes.updateProduct>, @UploadedFile() image: UploadedImage | undefined) {
    return this.products.update(input.id, input, image);
  }

  @Endpoint(routes.similarProducts)
  similar(@Input() input: EndpointInput<typeof routes.similarProducts>) {
    return this.products.similar(input.id);
  }

  @Endpoint(routes.barcodePng)
  async barcodePng(
    @Input() input: EndpointInput<typeof routes.barcodePng>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    const { upc } = await this.products.get(input.id);
    return barcode(response, 'image/png', await barcodePng(upc));
  }

  @Endpoint(routes.barcodeSvg)
  async barcodeSvg(
    @Input() input: EndpointInput<typeof routes.barcodeSvg>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    const { upc } = await this.products.get(input.id);
    return barcode(response, 'image/svg+xml; charset=utf-8', await barcodeSvg(upc));
  }

  @Endpoint(routes.history)
  history(@Input() input: EndpointInput<typeof routes.history>) {
    return this.products.history(input.id);
  }

  @Endpoint(routes.sales)
  sales(@Input() input: EndpointInput<typeof routes.sales>) {
    return this.products.sales(input.id, input.page);
  }
}

function barcode(response: FastifyReply, type: string, image: Buffer): StreamableFile {
  response.header('Cache-Control', BARCODE_CACHE);
  response.header('Cross-Origin-Resource-Policy', 'cross-origin');
  return new StreamableFile(image, { type, length: image.length });
}
