import { BUSINESS, type MessageResponse, newsletterSchema } from '@qmj/contracts';
import { api, errorMessage } from '@qmj/web-kit';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Col, Container, Form, Row } from 'react-bootstrap';
import { firstIssue } from '../forms';
import { SHELL_MESSAGES } from '../messages';

function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = firstIssue(newsletterSchema, { email });
    if (problem) {
      setResult({ ok: false, text: problem });
      return;
    }
    setBusy(true);
    try {
      const reply = await api.post('newsletter', { json: { email: email.trim() } }).json<MessageResponse>();
      setResult({ ok: true, text: reply.message });
      setEmail('');
    } catch (failure) {
      setResult({ ok: false, text: await errorMessage(failure, SHELL_MESSAGES.somethingWrong) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group className="mb-3" controlId="newsletter-email">
        <Form.Label>E-mail</Form.Label>
        <Form.Control type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Form.Group>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'danger'} className="py-2">
          {result.text}
        </Alert>
      ) : null}
      <Button type="submit" disabled={busy}>
        Subscribe
      </Button>
    </Form>
  );
}

export function ContactsPage() {
  return (
    <Container className="py-5">
      <h1 className="display-6 fw-bold mb-4">Contact Us</h1>
      <Row className="gy-4">
        <Col lg={6}>
          <Card className="border-0 shadow-sm h-100">
            <Card.Body>
              <h2 className="h5">Visit or call us</h2>
              <dl className="mb-0">
                <dt>Address</dt>
                <dd>{BUSINESS.address}</dd>
                <dt>Opening hours</dt>
                <dd>{BUSINESS.openingHours}</dd>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
                </dd>
                <dt>Phone</dt>
                <dd className="mb-0">{BUSINESS.phone}</dd>
              </dl>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <Card className="border-0 shadow-sm h-100">
            <Card.Body>
              <h2 className="h5">Subscribe to our newsletter</h2>
              <p className="small text-body-secondary">News, promos and open dates, at most once a month.</p>
              <SubscribeForm />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
