import { Injectable } from '@nestjs/common';
import { formatPesos, PRODUCT_TABLE_COLUMNS, type SalesQuery, type SalesTimeframe } from '@qmj/contracts';
import { CategoriesService } from '../catalog/categories.service.js';
import { type ProductFilter, ProductsService } from '../catalog/products.service.js';
import { DashboardService } from '../dashboard/dashboard.service.js';
import { manilaDateTime, renderTablePdf } from './pdf-document.js';

/** The server-made PDFs (pdfkit, embedded DejaVu Sans so that ₱ prints). */
@Injectable()
export class ReportsService {
  constructor(
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
    private readonly dashboard: DashboardService,
  ) {}

  /** `table_data.pdf`: every product of the current filter, with the list's columns. */
  async productList(filter: ProductFilter): Promise<Buffer> {
    const products = await this.products.listAll(filter);
    const parts: string[] = [];
    if (filter.categoryId !== undefined) {
      const category = (await this.categories.list()).find((item) => item.id === filter.categoryId);
      parts.push(`Category: ${category?.name ?? 'Unknown'}`);
    }
    if (filter.q) parts.push(`Search: “${filter.q}”`);
    parts.push(`${products.length} product${products.length === 1 ? '' : 's'}`);
    return renderTablePdf({
      title: 'Product List',
      subtitle: parts.join(' · '),
      columns: PRODUCT_TABLE_COLUMNS,
      numeric: ['Stock', 'Price', 'Unit Price'],
      rows: products.map((product) => [
        product.upc,
        product.categoryName,
        product.name,
        product.stockStatus,
        String(product.stock),
        formatPesos(product.inventoryValue),
        product.sizeLabel,
        formatPesos(product.unitPrice),
      ]),
      empty: 'No products match this filter.',
    });
  }

  /** A4 landscape, titled 'Product History' with the product id. */
  async productHistory(productId: number): Promise<Buffer> {
    const entries = await this.products.history(productId);
    const latest = entries.at(-1);
    return renderTablePdf({
      title: `Product History — Product ID ${productId}`,
      subtitle: latest ? `${latest.name} · UPC ${latest.upc}` : undefined,
      columns: ['Date', 'Type', 'UPC', 'Category', 'Product', 'Size', 'Old Stock', 'Stock', 'Unit Price', 'Price'],
      numeric: ['Old Stock', 'Stock', 'Unit Price', 'Price'],
      rows: entries.map((entry) => [
        manilaDateTime(entry.createdAt),
        entry.type,
        entry.upc,
        entry.categoryName,
        entry.name,
        entry.sizeLabel,
        String(entry.oldStock),
        String(entry.stock),
        formatPesos(entry.unitPrice),
        formatPesos(entry.inventoryValue),
      ]),
    });
  }

  /** The accepted orders of a product with their sums. */
  async productSales(productId: number): Promise<Buffer> {
    const sales = await this.products.allSales(productId);
    return renderTablePdf({
      title: `Product Sales — Product ID ${productId}`,
      subtitle: `${sales.productName} · UPC ${sales.upc}`,
      columns: ['Date', 'Transaction Code', 'Customer', 'Status', 'Quantity', 'Unit Price', 'Total'],
      numeric: ['Quantity', 'Unit Price', 'Total'],
      rows: sales.items.map((sale) => [
        manilaDateTime(sale.createdAt),
        sale.transactionCode,
        sale.customerName,
        sale.status,
        String(sale.quantity),
        formatPesos(sale.unitPrice),
        formatPesos(sale.total),
      ]),
      empty: 'No sales yet.',
      footer: `Total sold: ${sales.sold} · Revenue: ${formatPesos(sales.revenue)}`,
    });
  }

  /** The dashboard's sales chart as a table: every bar of the timeframe with its products, events and both, and the totals. */
  async sales(query: SalesQuery): Promise<Buffer> {
    const sales = await this.dashboard.sales(query);
    const sum = (part: 'products' | 'events' | 'total') =>
      sales.points.reduce((total, point) => total + point[part], 0);
    const period = sales.month === null ? String(sales.year) : `${sales.year}-${String(sales.month).padStart(2, '0')}`;
    return renderTablePdf({
      title: 'Sales Report',
      subtitle: `${TIMEFRAME_TITLES[sales.timeframe]} sales · ${period}`,
      columns: [PERIOD_COLUMNS[sales.timeframe], 'Products', 'Events', 'Total'],
      numeric: ['Products', 'Events', 'Total'],
      rows: sales.points.map((point) => [
        point.label,
        formatPesos(point.products),
        formatPesos(point.events),
        formatPesos(point.total),
      ]),
      footer: `Total sales: ${formatPesos(sum('total'))} (products ${formatPesos(sum('products'))}, events ${formatPesos(sum('events'))})`,
    });
  }
}

const TIMEFRAME_TITLES: Record<SalesTimeframe, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };
const PERIOD_COLUMNS: Record<SalesTimeframe, string> = { daily: 'Day', weekly: 'Week of (Sunday)', monthly: 'Month' };

/** `sales_report_2026_monthly.pdf`, `sales_report_2026_03_daily.pdf`. */
export function salesReportFilename(query: SalesQuery): string {
  const month = query.timeframe === 'daily' && query.month ? `_${String(query.month).padStart(2, '0')}` : '';
  return `sales_report_${query.year}${month}_${query.timeframe}.pdf`;
}
