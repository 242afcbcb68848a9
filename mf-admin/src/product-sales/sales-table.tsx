import { formatPesos, type ProductSale } from '@qmj/contracts';
import { Table } from 'react-bootstrap';
import { formatDateTime } from '../common/format';

/** The accepted orders of one product. */
export function SalesTable({ sales }: { sales: ProductSale[] }) {
  return (
    <Table responsive hover className="align-middle bg-white mb-0" aria-label="Sales">
      <thead>
        <tr>
          <th scope="col">Transaction Code</th>
          <th scope="col">Customer</th>
          <th scope="col" className="text-end">
            Quantity
          </th>
          <th scope="col" className="text-end">
            Unit Price
          </th>
          <th scope="col" className="text-end">
            Total
          </th>
          <th scope="col">Status</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </Table>
  );
}
