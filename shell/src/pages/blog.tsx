import { BUSINESS } from '@qmj/contracts';
import { formatDate, usePageTitle } from '@qmj/web-kit/ui';
import { Card, Col, Container, Row } from 'react-bootstrap';
import { ARTICLES, NEWS } from './content';

/** `/userblog`: three article cards, four dated news posts, a footer with contact details. */
export function BlogPage() {
  usePageTitle('Blog and News');
  return (
    <Container className="py-5">
      <h1 className="display-6 fw-bold mb-4">Blog and News</h1>
      <Row xs={1} md={3} className="g-3 mb-5">
        {ARTICLES.map((article) => (
          <Col key={article.id}>
            <Card className="h-100 border-0 shadow-sm">
              <Card.Body className="d-flex flex-column">
                <h2 className="h5">{article.title}</h2>
                <p className="text-body-secondary flex-grow-1">{article.summary}</p>
                <a href={`#${article.id}`} aria-label={`Read More: ${article.title}`}>
                  Read More
                </a>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <Row className="gy-4">
        <Col lg={8}>
          {ARTICLES.map((article) => (
            <article key={article.id} id={article.id} className="mb-4">
              <h2 className="h4">{article.title}</h2>
              <p>{article.body}</p>
            </article>
          ))}
        </Col>
        <Col lg={4}>
          <h2 className="h4">News</h2>
          {NEWS.map((item) => (
            <article key={item.date} className="border-start border-3 border-warning ps-3 mb-3">
              <time dateTime={item.date} className="small text-body-secondary">
                {formatDate(item.date, { month: 'long' })}
              </time>
              <h3 className="h6 mb-1">{item.title}</h3>
              <p className="small mb-0">{item.text}</p>
            </article>
          ))}
        </Col>
      </Row>
      <aside className="border-top mt-4 pt-3 small text-body-secondary" aria-label="Contact details">
        {BUSINESS.name} · {BUSINESS.address} · {BUSINESS.email} · {BUSINESS.phone} · Open {BUSINESS.openingHours}
      </aside>
    </Container>
  );
}
