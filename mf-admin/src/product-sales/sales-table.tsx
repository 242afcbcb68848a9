import { formatPesos, type ProductSale } from '@qmj/contracts';
import { AdminTable } from '../common/admin-table';
import { formatDateTime } from '../common/format';

const SALES_COLUMNS = ['Transaction Code', 'Customer', 'Quantity', 'Unit Price', 'Total', 'Status', 'Date'];
const SALES_NUMERIC = ['Quantity', 'Unit Price', 'Total'];

/** The accepted orders of one product. */
export function SalesTable({ sales }: { sales: ProductSale[] }) {
  return (
    <AdminTable label="Sales" columns={SALES_COLUMNS} numeric={SALES_NUMERIC}>
      {sales.map((sale) => (
        <tr key={sale.orderId}>
          <td className="font-monospace">{sale.transactionCode}</td>
          <td>{sale.customerName}</td>
          <td className="text-end">{sale.quantity}</td>
          <td className="text-end text-nowrap">{formatPesos(sale.unitPrice)}</td>
          <td className="text-end text-nowrap">{formatPesos(sale.total)}</td>
          <td className="text-capitalize">{sale.status}</td>
          <td className="text-nowrap">{formatDateTime(sale.createdAt)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
