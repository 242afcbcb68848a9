import {
  CATALOG_MESSAGES,
  type Category,
  type Product,
  productFieldsSchema,
  type Size,
  TEXT_MAX,
} from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { FormDialog, FormField, formatPeso, ImageFileField, useZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { Col, Form, Row } from 'react-bootstrap';
import { FieldColumn, LONG_TEXT_INPUT, PriceColumn, WHOLE_NUMBER_INPUT } from '../common/field-column';
import { useImageChoice } from '../common/image-choice';
import { EMPTY_PRODUCT_FORM, formFromProduct, previewTotal, previewUpc, productFields } from './product-form';
import { UpcField } from './upc-field';

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
 * "Add Product" / "Edit Product": the product form in a dialog, checked with the contracts' schema (the unit price is
 * typed in pesos and checked in centavos), then the image; the first problem shows under its field, then the API's
 * answer decides and the product list refreshes by itself.
 */
export function ProductDialog({ product, categories, sizes, onClose, onSaved }: ProductDialogProps) {
  const adding = product === null;
  const form = useZodForm(
    productFieldsSchema,
    { defaultValues: product ? formFromProduct(product) : EMPTY_PRODUCT_FORM },
    productFields,
  );
  const image = useImageChoice(product);
  const create = useMutation(apiQuery.catalog.createProduct.mutationOptions());
  const update = useMutation(apiQuery.catalog.updateProduct.mutationOptions());
  const values = form.watch();
  const total = previewTotal(values);

  const save = form.handleSubmit(async (fields) => {
    if (!image.ready()) return;
    const file = image.file ?? undefined;
    // An edit says which stock its form showed, so one made while orders moved the stock is refused.
    if (product) await update.mutateAsync({ ...fields, id: product.id, stockWas: product.stock, image: file });
    else await create.mutateAsync({ ...fields, image: file });
    onSaved();
  });

  return (
    <FormDialog
      title={adding ? 'Add Product' : 'Edit Product'}
      size="lg"
      onSubmit={save}
      failureText={adding ? CATALOG_MESSAGES.fillRequired : CATALOG_MESSAGES.updateFailed}
      onClose={onClose}
      submitText="Save"
      closeText="Cancel"
    >
      <Row className="g-3">
        <FieldColumn md={6} form={form} name="categoryId" id="product-category" label="Category" as="select" required>
          <Choices placeholder="Choose a category" options={categories.map(({ id, name }) => ({ id, label: name }))} />
        </FieldColumn>
        <FieldColumn md={6} form={form} name="sizeId" id="product-size" label="Size" as="select" required>
          <Choices placeholder="Choose a size" options={sizes} />
        </FieldColumn>
        <Col md={12}>
          <ImageFileField id="product-image" label="Image" {...image.field} />
        </Col>
        <FieldColumn
          md={12}
          form={form}
          name="name"
          id="product-name"
          label="Product Name"
          maxLength={TEXT_MAX.productName}
          required
        />
        <FieldColumn
          md={6}
          form={form}
          name="stock"
          id="product-stock"
          label="Stock"
          {...WHOLE_NUMBER_INPUT}
          required
        />
        <PriceColumn md={6} form={form} name="unitPrice" id="product-unit-price" label="Unit Price" required />
        <FieldColumn
          md={12}
          form={form}
          name="description"
          id="product-description"
          label="Description"
          {...LONG_TEXT_INPUT}
          maxLength={TEXT_MAX.productDescription}
          required
        />
        <FieldColumn
          md={12}
          form={form}
          name="ships"
          id="product-ships"
          label="Ships From"
          maxLength={TEXT_MAX.ships}
        />
        <Col md={6}>
          <UpcField
            upc={adding ? previewUpc(values) : product.upc}
            hint={adding ? 'Made from the category, size, name and unit price.' : 'The UPC stays as it was made.'}
          />
        </Col>
        <Col md={6}>
          <FormField id="product-total-price" label="Total Price" hint="Stock × unit price." className="">
            <Form.Control
              readOnly
              value={total === null ? '' : formatPeso(total)}
              placeholder="—"
              aria-describedby="product-total-price-hint"
            />
          </FormField>
        </Col>
      </Row>
    </FormDialog>
  );
}
