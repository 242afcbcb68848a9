import { CATALOG_MESSAGES, type Category, type Product, productFieldsSchema, type Size } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { FormDialog, firstIssueMessage, formatPeso } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { FieldColumn, WHOLE_NUMBER_INPUT } from '../common/field-column';
import { imageProblem } from '../common/form-values';
import { ImageField } from '../common/image-field';
import {
  EMPTY_PRODUCT_FORM,
  formFromProduct,
  type ProductFormValues,
  previewTotal,
  previewUpc,
  productFields,
} from './product-form';
import { UpcField } from './upc-field';

/** Stock and unit price: whole, non-negative numbers. */
const WHOLE_NUMBER = { ...WHOLE_NUMBER_INPUT, required: true } as const;

/** A select's options: the placeholder (no choice yet), then a category or size per option. */
function Choices({ placeholder, options }: { placeholder: string; options: readonly { id: number; label: string }[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </>
  );
}

interface ProductDialogProps {
  /** The product being edited; null adds a new one. */
  product: Product | null;
  categories: Category[];
  sizes: Size[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * "Add Product" / "Edit Product": the product form in a dialog. Save shows the first problem, checked with the
 * contracts' schema (the price is typed in pesos, so the form keeps its own values), then sends it and the API's
 * answer decides; the product list refreshes by itself.
 */
export function ProductDialog({ product, categories, sizes, onClose, onSaved }: ProductDialogProps) {
  const adding = product === null;
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? formFromProduct(product) : EMPTY_PRODUCT_FORM,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation(apiQuery.catalog.createProduct.mutationOptions());
  const update = useMutation(apiQuery.catalog.updateProduct.mutationOptions());
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  /** The value and change handler of a typed field. */
  const control = (key: Exclude<keyof ProductFormValues, 'image'>) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const total = previewTotal(values);

  async function save() {
    const checked = productFieldsSchema.safeParse(productFields(values));
    const found =
      imageProblem(values.image, adding) ??
      (checked.success ? null : firstIssueMessage(checked.error, CATALOG_MESSAGES.fillRequired));
    setProblem(found);
    if (found || !checked.success) return;
    const image = values.image ?? undefined;
    // An edit says which stock its form showed, so one made while orders moved the stock is refused.
    if (product) await update.mutateAsync({ ...checked.data, id: product.id, stockWas: product.stock, image });
    else await create.mutateAsync({ ...checked.data, image });
    onSaved();
  }

  return (
    <FormDialog
      title={adding ? 'Add Product' : 'Edit Product'}
      size="lg"
      onSubmit={save}
      failureText={adding ? CATALOG_MESSAGES.fillRequired : CATALOG_MESSAGES.updateFailed}
      onClose={onClose}
      submitText="Save"
      closeText="Cancel"
      error={problem}
    >
      <Row className="g-3">
        <FieldColumn md={6} id="product-category" label="Category">
          <Form.Select required {...control('categoryId')}>
            <Choices
              placeholder="Choose a category"
              options={categories.map(({ id, name }) => ({ id, label: name }))}
            />
          </Form.Select>
        </FieldColumn>
        <FieldColumn md={6} id="product-size" label="Size">
          <Form.Select required {...control('sizeId')}>
            <Choices placeholder="Choose a size" options={sizes} />
          </Form.Select>
        </FieldColumn>
        <Col md={12}>
          <ImageField
            id="product-image"
            label="Image"
            file={values.image}
            currentUrl={product?.imageUrl ?? null}
            required={adding}
            onChange={(file) => set('image', file)}
          />
        </Col>
        <FieldColumn md={12} id="product-name" label="Product Name">
          <Form.Control maxLength={120} required {...control('name')} />
        </FieldColumn>
        <FieldColumn md={6} id="product-stock" label="Stock">
          <Form.Control {...WHOLE_NUMBER} {...control('stock')} />
        </FieldColumn>
        <FieldColumn md={6} id="product-unit-price" label="Unit Price" hint="In whole pesos (₱).">
          <Form.Control {...WHOLE_NUMBER} aria-describedby="product-unit-price-hint" {...control('unitPricePesos')} />
        </FieldColumn>
        <FieldColumn md={12} id="product-description" label="Description">
          <Form.Control as="textarea" rows={3} maxLength={2000} required {...control('description')} />
        </FieldColumn>
        <FieldColumn md={12} id="product-ships" label="Ships From">
          <Form.Control maxLength={120} {...control('ships')} />
        </FieldColumn>
        <Col md={6}>
          <UpcField
            upc={adding ? previewUpc(values) : product.upc}
            hint={adding ? 'Made from the category, size, name and unit price.' : 'The UPC stays as it was made.'}
          />
        </Col>
        <FieldColumn md={6} id="product-total-price" label="Total Price" hint="Stock × unit price.">
          <Form.Control
            readOnly
            value={total === null ? '' : formatPeso(total)}
            placeholder="—"
            aria-describedby="product-total-price-hint"
          />
        </FieldColumn>
      </Row>
    </FormDialog>
  );
}
