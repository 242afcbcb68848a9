import type { ProductSale } from '@qmj/contracts';
import { type DataColumn, formatDateTime, formatPeso } from '@qmj/web-kit/ui';

/** The accepted orders of one product. */
export const SALES_COLUMNS: DataColumn<ProductSale>[] = [
  { header: 'Transaction Code', cell: (sale) => sale.transactionCode, className: 'font-monospace' },
  { header: 'Customer', cell: (sale) => sale.customerName },
  { header: 'Quantity', cell: (sale) => sale.quantity, numeric: true },
  { header: 'Unit Price', cell: (sale) => formatPeso(sale.unitPrice), numeric: true, className: 'text-nowrap' },
  { header: 'Total', cell: (sale) => formatPeso(sale.total), numeric: true, className: 'text-nowrap' },
  { header: 'Status', cell: (sale) => sale.status, className: 'text-capitalize' },
  { header: 'Date', cell: (sale) => formatDateTime(sale.createdAt), className: 'text-nowrap' },
];
