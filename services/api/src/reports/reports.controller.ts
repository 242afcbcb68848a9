import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PRODUCT_PDF_FILENAME, type ProductListQuery, productListQuerySchema } from '@qmj/contracts';
import { ProductIdPipe } from '../catalog/parse-id.pipe.js';
import { Roles } from '../common/decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ReportsService } from './reports.service.js';

const pdf = (data: Buffer, filename: string) =>
  new StreamableFile(data, {
    type: 'application/pdf',
    disposition: `attachment; filename="${filename}"`,
    length: data.length,
  });

/** Everything under `reports/` is for the administrator. */
@ApiTags('reports')
@ApiBearerAuth()
@Roles('admin')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('products.pdf')
  async productList(
    @Query(new ZodValidationPipe(productListQuerySchema)) query: ProductListQuery,
  ): Promise<StreamableFile> {
    return pdf(await this.reports.productList({ categoryId: query.categoryId, q: query.q }), PRODUCT_PDF_FILENAME);
  }

  @Get('products/:id/history.pdf')
  async productHistory(@Param('id', ProductIdPipe) id: number): Promise<StreamableFile> {
    return pdf(await this.reports.productHistory(id), `product_history_${id}.pdf`);
  }

  @Get('products/:id/sales.pdf')
  async productSales(@Param('id', ProductIdPipe) id: number): Promise<StreamableFile> {
    return pdf(await this.reports.productSales(id), `product_sales_${id}.pdf`);
  }
}
