import { BUSINESS, newsletterSchema } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { FormError, SubmitButton, TextField, usePageTitle, useZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { Alert, Card, Col, Container, Form, Row } from 'react-bootstrap';
import { SHELL_MESSAGES } from '../messages';

function SubscribeForm() {
  const form = useZodForm(newsletterSchema, { defaultValues: { email: '' } });
  const subscribe = useMutation(apiQuery.newsletter.subscribe.mutationOptions());
  const submit = form.handleSubmit(
    (subscriber) => subscribe.mutate(subscriber, { onSuccess: () => form.reset() }),
    () => subscribe.reset(),
  );

  return (
    <Form noValidate onSubmit={submit}>
      <TextField form={form} name="email" id="newsletter-email" label="E-mail" type="email" autoComplete="email" />
      {subscribe.data && (
        <Alert variant="success" className="py-2">
          {subscribe.data.message}
        </Alert>
      )}
      <FormError error={subscribe.error && errorMessage(subscribe.error, SHELL_MESSAGES.somethingWrong)} />
      <SubmitButton busy={subscribe.isPending}>Subscribe</SubmitButton>
    </Form>
  );
}

export function ContactsPage() {
  usePageTitle('Contact Us');
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
