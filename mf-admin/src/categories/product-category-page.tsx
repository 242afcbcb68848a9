import { Loading } from '@qmj/web-kit';
import { Alert, Card, Col, Container, Row } from 'react-bootstrap';
import { useCategories } from '../common/catalog-lists';
import { CategoryForm } from './category-form';
import { CategoryList } from './category-list';

/** `/productcategory`: the product categories and the form that adds one. */
export function ProductCategoryPage() {
  const categories = useCategories();
  return (
    <Container fluid className="py-4 px-4">
      <h1 className="h2 mb-3">Product Category</h1>
      <Row className="g-4">
        <Col lg={4}>
          <Card className="border-0 shadow-sm">
            <Card.Body>
              <h2 className="h5 mb-3">New Category</h2>
              <CategoryForm onAdded={categories.reload} />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={8}>
          <Card className="border-0 shadow-sm">
            <Card.Body className="p-0">
              {categories.loading && !categories.data ? (
                <Loading />
              ) : categories.error ? (
                <Alert variant="danger" className="m-3" role="alert">
                  {categories.error}
                </Alert>
              ) : categories.data && categories.data.length > 0 ? (
                <CategoryList categories={categories.data} />
              ) : (
                <p className="text-center text-body-secondary py-5 mb-0">No categories yet.</p>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
