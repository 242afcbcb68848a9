import { errorMessage } from '@qmj/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { categoriesQueryOptions } from './catalogue-queries';

interface CategoryFilterProps {
  value: string;
  onChange: (categoryId: string) => void;
}

/** The "Category" select: "All categories" and the shop's categories from the API. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const categories = useQuery(categoriesQueryOptions());
  return (
    <Form.Group controlId="catalogue-category">
      <Form.Label className="small fw-semibold mb-1">Category</Form.Label>
      <Form.Select
        value={value}
        disabled={categories.isPending}
        aria-describedby={categories.isError ? 'catalogue-category-error' : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All categories</option>
        {categories.data?.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </Form.Select>
      {categories.isError && (
        <Form.Text id="catalogue-category-error" className="text-danger">
          {errorMessage(categories.error, 'The categories could not be loaded.')}
        </Form.Text>
      )}
    </Form.Group>
  );
}
