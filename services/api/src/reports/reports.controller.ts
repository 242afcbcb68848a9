import { Controller, StreamableFile } from '@nestjs/common';
import { apiContract, PRODUCT_PDF_FILENAME } from '@qmj/contracts';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { ReportsService, salesReportFilename } from './reports.service.js';

const routes = apiContract.reports;
const salesReport = apiContract.dashboard.salesReport;

const pdf = (data: Buffer, filename: string) =>
  new StreamableFile(data, {
    type: 'application/pdf',
    disposition: `attachment; filename="${filename}"`,
    length: data.length,
  });

/** The administrator's PDFs. */
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Endpoint(routes.productList)
  async productList(@Input() input: EndpointInput<typeof routes.productList>): Promise<StreamableFile> {
    return pdf(await this.reports.productList(input), PRODUCT_PDF_FILENAME);
  }

  @Endpoint(routes.productHistory)
  async productHistory(@Input() input: EndpointInput<typeof routes.productHistory>): Promise<StreamableFile> {
    return pdf(await this.reports.productHistory(input.id), `product_history_${input.id}.pdf`);
  }

  @Endpoint(routes.productSales)
  async productSales(@Input() input: EndpointInput<typeof routes.productSales>): Promise<StreamableFile> {
    return pdf(await this.reports.productSales(input.id), `product_sales_${input.id}.pdf`);
  }

  @Endpoint(salesReport)
  async sales(@Input() input: EndpointInput<typeof salesReport>): Promise<StreamableFile> {
    return pdf(await this.reports.sales(input), salesReportFilename(input));
  }
}
