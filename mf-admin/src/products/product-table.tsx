import { formatPesos, PRODUCT_TABLE_COLUMNS, type Product } from '@qmj/contracts';
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { AdminTable } from '../common/admin-table';

interface ProductTableProps {
  products: Product[];
  onEdit: (product: Product) => void;
}

function ProductThumbnail({ product }: { product: Product }) {
  if (!product.imageUrl) return <span className="small text-body-secondary">No image</span>;
  return (
    <img
      src={product.imageUrl}
      alt={product.name}
      width={48}
      height={48}
      loading="lazy"
      className="rounded border object-fit-cover bg-white"
    />
  );
}

function StockStatusBadge({ status }: { status: Product['stockStatus'] }) {
  return (
    <Badge bg={status === 'Low Stock' ? 'warning' : 'success'} text={status === 'Low Stock' ? 'dark' : undefined}>
      {status}
    </Badge>
  );
}

function ProductRow({ product, onEdit }: { product: Product; onEdit: (product: Product) => void }) {
  return (
    <tr>
      <td>
        <ProductThumbnail product={product} />
      </td>
      <td className="font-monospace">{product.upc}</td>
      <td>{product.categoryName}</td>
      <td className="fw-semibold">{product.name}</td>
      <td>
        <StockStatusBadge status={product.stockStatus} />
      </td>
      <td className="text-end">{product.stock.toLocaleString('en-PH')}</td>
      <td className="text-end text-nowrap">{formatPesos(product.inventoryValue)}</td>
      <td>{product.sizeLabel}</td>
      <td className="text-end text-nowrap">{formatPesos(product.unitPrice)}</td>
      <td>
        <div className="d-flex gap-1">
          <Button size="sm" variant="primary" aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
            Edit
          </Button>
          <Link
            to={`/audith_table/${product.id}`}
            className="btn btn-sm btn-outline-secondary"
            aria-label={`Audit ${product.name}`}
          >
            Audit
          </Link>
          <Link
            to={`/sales_table/${product.id}`}
            className="btn btn-sm btn-outline-secondary"
            aria-label={`Sales ${product.name}`}
          >
            Sales
          </Link>
        </div>
      </td>
    </tr>
  );
}

const NUMERIC_COLUMNS = ['Stock', 'Price', 'Unit Price'];

/** The product list: image, the columns of the PDF (UPC … Unit Price) and the row actions. */
export function ProductTable({ products, onEdit }: ProductTableProps) {
  return (
    <AdminTable label="Products" columns={['Image', ...PRODUCT_TABLE_COLUMNS, 'Actions']} numeric={NUMERIC_COLUMNS}>
      {products.map((product) => (
        <ProductRow key={product.id} product={product} onEdit={onEdit} />
      ))}
    </AdminTable>
  );
}
