import { CATALOG_MESSAGES, type Category, type Product, type Size } from '@qmj/contracts';
import { api, errorMessage } from '@qmj/web-kit';
import { type FormEvent, useState } from 'react';
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
            <Col md={6}>
              <Form.Group controlId="product-category">
                <Form.Label>Category</Form.Label>
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
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group controlId="product-size">
                <Form.Label>Size</Form.Label>
                <Form.Select value={values.sizeId} onChange={(event) => set('sizeId', event.target.value)} required>
                  <option value="">Choose a size</option>
                  {sizes.map((size) => (
                    <option key={size.id} value={size.id}>
                      {size.label}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col md={12}>
              <ProductImageField
                file={values.image}
                currentUrl={product?.imageUrl ?? null}
                required={adding}
                onChange={(file) => set('image', file)}
              />
            </Col>
            <Col md={12}>
              <Form.Group controlId="product-name">
                <Form.Label>Product Name</Form.Label>
                <Form.Control
                  value={values.name}
                  maxLength={120}
                  required
                  onChange={(event) => set('name', event.target.value)}
                />
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group controlId="product-stock">
                <Form.Label>Stock</Form.Label>
                <Form.Control
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  required
                  value={values.stock}
                  onChange={(event) => set('stock', event.target.value)}
                />
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group controlId="product-unit-price">
                <Form.Label>Unit Price</Form.Label>
                <Form.Control
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  required
                  aria-describedby="product-unit-price-hint"
                  value={values.unitPricePesos}
                  onChange={(event) => set('unitPricePesos', event.target.value)}
                />
                <Form.Text id="product-unit-price-hint">In whole pesos (₱).</Form.Text>
              </Form.Group>
            </Col>
            <Col md={12}>
              <Form.Group controlId="product-description">
                <Form.Label>Description</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={3}
                  maxLength={2000}
                  required
                  value={values.description}
                  onChange={(event) => set('description', event.target.value)}
                />
              </Form.Group>
            </Col>
            <Col md={12}>
              <Form.Group controlId="product-ships">
                <Form.Label>Ships From</Form.Label>
                <Form.Control
                  value={values.ships}
                  maxLength={120}
                  onChange={(event) => set('ships', event.target.value)}
                />
              </Form.Group>
            </Col>
            <Col md={6}>
              <UpcField
                upc={upc}
                hint={adding ? 'Made from the category, size, name and unit price.' : 'The UPC stays as it was made.'}
              />
            </Col>
            <Col md={6}>
              <Form.Group controlId="product-total-price">
                <Form.Label>Total Price</Form.Label>
                <Form.Control
                  readOnly
                  value={previewTotal(values)}
                  placeholder="—"
                  aria-describedby="product-total-hint"
                />
                <Form.Text id="product-total-hint">Stock × unit price.</Form.Text>
              </Form.Group>
            </Col>
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
