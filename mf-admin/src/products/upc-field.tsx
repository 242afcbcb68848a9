import { Form } from 'react-bootstrap';
import { Ean13Barcode } from './ean13-barcode';
import { ean13Of } from './product-form';

/** The read-only UPC and, once there is one, its EAN-13 barcode. */
export function UpcField({ upc, hint }: { upc: string; hint: string }) {
  const ean13 = ean13Of(upc);
  return (
    <Form.Group controlId="product-upc">
      <Form.Label>UPC</Form.Label>
      <Form.Control
        readOnly
        value={upc}
        placeholder="—"
        className="font-monospace"
        aria-describedby="product-upc-hint"
      />
      <Form.Text id="product-upc-hint">{hint}</Form.Text>
      <div className="mt-2" style={{ minHeight: 64 }}>
        {ean13 && <Ean13Barcode digits={ean13} />}
      </div>
    </Form.Group>
  );
}
