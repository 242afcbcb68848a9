import type { Category } from '@qmj/contracts';
import { Form } from 'react-bootstrap';
import { useApiGet } from '../shared/use-api-get';

interface CategoryFilterProps {
  value: string;
  onChange: (categoryId: string) => void;
}

/** The "Category" select: "All categories" and the shop's categories from the API. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const categories = useApiGet<Category[]>('categories', 'The categories could not be loaded.');
  return (
    <Form.Group controlId="catalogue-category">
      <Form.Label className="small fw-semibold mb-1">Category</Form.Label>
      <Form.Select
        value={value}
        disabled={categories.state === 'loading'}
        aria-describedby={categories.state === 'failed' ? 'catalogue-category-error' : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All categories</option>
        {categories.state === 'ready' &&
          categories.data.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
      </Form.Select>
      {categories.state === 'failed' && (
        <Form.Text id="catalogue-category-error" className="text-danger">
          {categories.message}
        </Form.Text>
      )}
    </Form.Group>
  );
}
