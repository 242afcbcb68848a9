import { FormField } from '@qmj/web-kit/ui';
import { Form } from 'react-bootstrap';
import { Ean13Barcode } from './ean13-barcode';
import { ean13Of } from './product-form';

/** The read-only UPC and, once there is one, its EAN-13 barcode drawn under it. */
export function UpcField({ upc, hint }: { upc: string; hint: string }) {
  const ean13 = ean13Of(upc);
  return (
    <>
      <FormField id="product-upc" label="UPC" hint={hint} className="">
        <Form.Control
          readOnly
          value={upc}
          placeholder="—"
          className="font-monospace"
          aria-describedby="product-upc-hint"
        />
      </FormField>
      <div className="mt-2" style={{ minHeight: 64 }}>
        {ean13 && <Ean13Barcode digits={ean13} />}
      </div>
    </>
  );
}
