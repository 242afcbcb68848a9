import { CATALOG_MESSAGES, type Category, type Product, type Size } from '@qmj/contracts';
import { api, errorMessage } from '@qmj/web-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert, Button, Col, Form, Modal, Row, Spinner } from 'react-bootstrap';
import {
  EMPTY_PRODUCT_FORM,
  formFromProduct,
  type ProductFormValues,
  previewTotal,
  previewUpc,
  productFormData,
  productFormProblem,
} from './product-form';
import { ProductImageField } from './product-image-field';
import { UpcField } from './upc-field';

/** Stock and unit price: whole, non-negative numbers. */
const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', min: 0, step: 1, required: true } as const;

interface FieldProps {
  md: number;
  id: string;
  label: string;
  /** A line under the input; the input names it in aria-describedby. */
  hint?: { id: string; text: string };
  children: ReactNode;
}

/** One labelled field of the product form, in its column. */
function Field({ md, id, label, hint, children }: FieldProps) {
  return (
    <Col md={md}>
      <Form.Group controlId={id}>
        <Form.Label>{label}</Form.Label>
        {children}
        {hint && <Form.Text id={hint.id}>{hint.text}</Form.Text>}
      </Form.Group>
    </Col>
  );
}

interface ProductDialogProps {
  /** The product being edited; null adds a new one. */
  product: Product | null;
  categories: Category[];
  sizes: Size[];
  onClose: () => void;
  onSaved: (product: Product) => void;
}

/** "Add Product" / "Edit Product": the product form in a dialog; Save sends it and the API's answer decides. */
export function ProductDialog({ product, categories, sizes, onClose, onSaved }: ProductDialogProps) {
  const adding = product === null;
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? formFromProduct(product) : EMPTY_PRODUCT_FORM,
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const upc = adding ? previewUpc(values) : product.upc;
  const title = adding ? 'Add Product' : 'Edit Product';

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = productFormProblem(values, adding);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const body = productFormData(values);
      const saved = adding
        ? await api.post('products', { body }).json<Product>()
        : await api.patch(`products/${product.id}`, { body }).json<Product>();
      onSaved(saved);
    } catch (failure) {
      setError(await errorMessage(failure, adding ? CATALOG_MESSAGES.fillRequired : CATALOG_MESSAGES.updateFailed));
      setBusy(false);
    }
  }

  return (
    <Modal show onHide={onClose} size="lg" backdrop={busy ? 'static' : true} aria-labelledby="product-dialog-title">
      <Form noValidate onSubmit={save}>
        <Modal.Header closeButton={!busy}>
          <Modal.Title as="h2" className="h5" id="product-dialog-title">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <Row className="g-3">
            <Field md={6} id="product-category" label="Category">
              <Form.Select
                value={values.categoryId}
                onChange={(event) => set('categoryId', event.target.value)}
                required
              >
                <option value="">Choose a category</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </Form.Select>
            </Field>
            <Field md={6} id="product-size" label="Size">
              <Form.Select value={values.sizeId} onChange={(event) => set('sizeId', event.target.value)} required>
                <option value="">Choose a size</option>
                {sizes.map((size) => (
                  <option key={size.id} value={size.id}>
                    {size.label}
                  </option>
                ))}
              </Form.Select>
            </Field>
            <Col md={12}>
              <ProductImageField
                file={values.image}
                currentUrl={product?.imageUrl ?? null}
                required={adding}
                onChange={(file) => set('image', file)}
              />
            </Col>
            <Field md={12} id="product-name" label="Product Name">
              <Form.Control
                value={values.name}
                maxLength={120}
                required
                onChange={(event) => set('name', event.target.value)}
              />
            </Field>
            <Field md={6} id="product-stock" label="Stock">
              <Form.Control
                {...WHOLE_NUMBER}
                value={values.stock}
                onChange={(event) => set('stock', event.target.value)}
              />
            </Field>
            <Field
              md={6}
              id="product-unit-price"
              label="Unit Price"
              hint={{ id: 'product-unit-price-hint', text: 'In whole pesos (₱).' }}
            >
              <Form.Control
                {...WHOLE_NUMBER}
                aria-describedby="product-unit-price-hint"
                value={values.unitPricePesos}
                onChange={(event) => set('unitPricePesos', event.target.value)}
              />
            </Field>
            <Field md={12} id="product-description" label="Description">
              <Form.Control
                as="textarea"
                rows={3}
                maxLength={2000}
                required
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
              />
            </Field>
            <Field md={12} id="product-ships" label="Ships From">
              <Form.Control
                value={values.ships}
                maxLength={120}
                onChange={(event) => set('ships', event.target.value)}
              />
            </Field>
            <Col md={6}>
              <UpcField
                upc={upc}
                hint={adding ? 'Made from the category, size, name and unit price.' : 'The UPC stays as it was made.'}
              />
            </Col>
            <Field
              md={6}
              id="product-total-price"
              label="Total Price"
              hint={{ id: 'product-total-hint', text: 'Stock × unit price.' }}
            >
              <Form.Control
                readOnly
                value={previewTotal(values)}
                placeholder="—"
                aria-describedby="product-total-hint"
              />
            </Field>
          </Row>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
