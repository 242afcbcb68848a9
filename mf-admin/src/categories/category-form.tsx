import { categorySchema } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { SubmitButton, TextField, useZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';

export const CATEGORY_ADD_FAILED = 'Could not add the category.';

/** The add form: "Category Name" and "Add Category"; a duplicate answers with the API's message under the name. */
export function CategoryForm() {
  const form = useZodForm(categorySchema, { defaultValues: { name: '' } });
  const create = useMutation(apiQuery.catalog.createCategory.mutationOptions());
  const [added, setAdded] = useState<string | null>(null);

  const add = form.handleSubmit(async (values) => {
    try {
      const category = await create.mutateAsync(values);
      form.reset();
      setAdded(`Category "${category.name}" added.`);
    } catch (failure) {
      form.setError('name', { message: errorMessage(failure, CATEGORY_ADD_FAILED) });
    }
  });

  return (
    <Form
      noValidate
      aria-label="Add a category"
      onSubmit={(event) => {
        setAdded(null);
        void add(event);
      }}
    >
      <TextField form={form} name="name" id="category-name" label="Category Name" maxLength={60} />
      <SubmitButton busy={create.isPending}>Add Category</SubmitButton>
      {added && (
        <Alert variant="success" className="mt-3 mb-0 py-2" role="status">
          {added}
        </Alert>
      )}
    </Form>
  );
}
