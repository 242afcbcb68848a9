import { type Category, categorySchema } from '@qmj/contracts';
import { api, errorMessage } from '@qmj/web-kit';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';

export const CATEGORY_ADD_FAILED = 'Could not add the category.';

/** The add form: "Category Name" and "Add Category"; a duplicate answers with the API's message. */
export function CategoryForm({ onAdded }: { onAdded: (category: Category) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    setAdded(null);
    const checked = categorySchema.safeParse({ name });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? CATEGORY_ADD_FAILED);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const category = await api.post('categories', { json: checked.data }).json<Category>();
      setName('');
      setAdded(`Category "${category.name}" added.`);
      onAdded(category);
    } catch (failure) {
      setError(await errorMessage(failure, CATEGORY_ADD_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form noValidate onSubmit={add} aria-label="Add a category">
      <Form.Group controlId="category-name" className="mb-3">
        <Form.Label>Category Name</Form.Label>
        <Form.Control
          value={name}
          maxLength={60}
          required
          isInvalid={error !== null}
          aria-describedby={error ? 'category-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {error && (
          <Form.Control.Feedback type="invalid" id="category-name-error" role="alert">
            {error}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <Button type="submit" variant="primary" disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Add Category
      </Button>
      {added && (
        <Alert variant="success" className="mt-3 mb-0 py-2" role="status">
          {added}
        </Alert>
      )}
    </Form>
  );
}
