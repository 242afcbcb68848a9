import {
  Body,
  Controller,
  Get,
  Header,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  type Product,
  type ProductFields,
  type ProductHistoryEntry,
  type ProductListQuery,
  type ProductSales,
  type ProductUpdate,
  productFieldsSchema,
  productListQuerySchema,
  productUpdateSchema,
} from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import { Public, Roles } from '../common/decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ImageUpload } from '../media/image-upload.interceptor.js';
import type { UploadedImage } from '../media/media.service.js';
import { barcodePng, barcodeSvg } from './barcode.js';
import { ProductIdPipe } from './parse-id.pipe.js';
import { ProductsService } from './products.service.js';

/** A product's UPC never changes, so its barcode may be cached for a day. */
const BARCODE_CACHE = 'public, max-age=86400';

@ApiTags('catalogue')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  /** `Page<Product>`, sent as the JSON text the service keeps. */
  @Public()
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  list(@Query(new ZodValidationPipe(productListQuerySchema)) query: ProductListQuery): Promise<string> {
    return this.products.listJson(query);
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Post()
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ImageUpload('image'))
  create(
    @Body(new ZodValidationPipe(productFieldsSchema)) fields: ProductFields,
    @UploadedFile() image: UploadedImage | undefined,
  ): Promise<Product> {
    return this.products.create(fields, image);
  }

  @Public()
  @Get(':id')
  get(@Param('id', ProductIdPipe) id: number): Promise<Product> {
    return this.products.get(id);
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Patch(':id')
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ImageUpload('image'))
  update(
    @Param('id', ProductIdPipe) id: number,
    @Body(new ZodValidationPipe(productUpdateSchema)) fields: ProductUpdate,
    @UploadedFile() image: UploadedImage | undefined,
  ): Promise<Product> {
    return this.products.update(id, fields, image);
  }

  @Public()
  @Get(':id/similar')
  similar(@Param('id', ProductIdPipe) id: number): Promise<Product[]> {
    return this.products.similar(id);
  }

  @Public()
  @Get(':id/barcode.png')
  async barcodePng(@Param('id', ProductIdPipe) id: number, @Res() response: FastifyReply): Promise<void> {
    const { upc } = await this.products.get(id);
    const png = await barcodePng(upc);
    response
      .status(200)
      .headers({
        'Content-Type': 'image/png',
        'Cache-Control': BARCODE_CACHE,
        'Cross-Origin-Resource-Policy': 'cross-origin',
      })
      .send(png);
  }

  @Public()
  @Get(':id/barcode.svg')
  async barcodeSvg(@Param('id', ProductIdPipe) id: number, @Res() response: FastifyReply): Promise<void> {
    const { upc } = await this.products.get(id);
    response
      .status(200)
      .headers({
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': BARCODE_CACHE,
        'Cross-Origin-Resource-Policy': 'cross-origin',
      })
      .send(barcodeSvg(upc));
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Get(':id/history')
  history(@Param('id', ProductIdPipe) id: number): Promise<ProductHistoryEntry[]> {
    return this.products.history(id);
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Get(':id/sales')
  salesOf(@Param('id', ProductIdPipe) id: number): Promise<ProductSales> {
    return this.products.sales(id);
  }
}
