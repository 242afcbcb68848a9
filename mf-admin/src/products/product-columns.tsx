import { PATHS, PRODUCT_TABLE_COLUMNS, type Product } from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';
import { type DataColumn, formatCount, formatPeso } from '@qmj/web-kit/ui';
import { Badge, Button } from 'react-bootstrap';
import { imageColumn } from '../common/image-column';

type ProductColumn = (typeof PRODUCT_TABLE_COLUMNS)[number];

function StockStatusBadge({ status }: { status: Product['stockStatus'] }) {
  return (
    <Badge bg={status === 'Low Stock' ? 'warning' : 'success'} text={status === 'Low Stock' ? 'dark' : undefined}>
      {status}
    </Badge>
  );
}

/** A product's own pages: its history (audit) and its sales. */
const PRODUCT_PAGES = [
  { label: 'Audit', path: PATHS.productHistory },
  { label: 'Sales', path: PATHS.productSales },
] as const;

function ProductActions({ product, onEdit }: { product: Product; onEdit: (product: Product) => void }) {
  return (
    <div className="d-flex flex-wrap gap-1">
      <Button size="sm" variant="primary" aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
        Edit
      </Button>
      {PRODUCT_PAGES.map(({ label, path }) => (
        <Link
          key={label}
          to={`${path}/${product.id}`}
          className="btn btn-sm btn-outline-secondary"
          aria-label={`${label} ${product.name}`}
        >
          {label}
        </Link>
      ))}
    </div>
  );
}

/** The columns the admin table shares with `table_data.pdf` (UPC … Unit Price), in that order. */
const SHARED_COLUMNS: Record<ProductColumn, Omit<DataColumn<Product>, 'header'>> = {
  UPC: { cell: (product) => product.upc, className: 'font-monospace' },
  Category: { cell: (product) => product.categoryName },
  Product: { cell: (product) => product.name, className: 'fw-semibold' },
  Status: { cell: (product) => <StockStatusBadge status={product.stockStatus} /> },
  Stock: { cell: (product) => formatCount(product.stock), numeric: true },
  Price: { cell: (product) => formatPeso(product.inventoryValue), numeric: true, className: 'text-nowrap' },
  Size: { cell: (product) => product.sizeLabel },
  'Unit Price': { cell: (product) => formatPeso(product.unitPrice), numeric: true, className: 'text-nowrap' },
};

/** The product list: the image, the columns of the PDF and the row actions (Edit, Audit, Sales). */
export function productColumns(onEdit: (product: Product) => void): DataColumn<Product>[] {
  return [
    imageColumn((product) => ({ src: product.imageUrl, alt: product.name })),
    ...PRODUCT_TABLE_COLUMNS.map((header) => ({ header, ...SHARED_COLUMNS[header] })),
    { header: 'Actions', cell: (product) => <ProductActions product={product} onEdit={onEdit} />, actions: true },
  ];
}
