import type { Category } from '@qmj/contracts';
import { SearchBox } from '@qmj/web-kit/ui';
import { Col, Form, Row } from 'react-bootstrap';

interface ProductFiltersProps {
  categories: Category[];
  categoryId: string;
  search: string;
  onCategory: (categoryId: string) => void;
  onSearch: (text: string) => void;
}

/** The category filter and the name search of the product list. */
export function ProductFilters({ categories, categoryId, search, onCategory, onSearch }: ProductFiltersProps) {
  return (
    <Row className="g-2 align-items-end mb-3">
      <Col sm={5} md={4} lg={3}>
        <Form.Group controlId="product-filter-category">
          <Form.Label className="small mb-1">Category</Form.Label>
          <Form.Select value={categoryId} onChange={(event) => onCategory(event.target.value)}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Col>
      <Col sm={7} md={5} lg={4}>
        <SearchBox id="product-search" label="Search products" value={search} onChange={onSearch} />
      </Col>
    </Row>
  );
}
