import { COMMON_ANSWERS } from '@qmj/contracts';
import { usePageTitle } from '@qmj/web-kit/ui';
import { Accordion, Container } from 'react-bootstrap';

/** `/chatbot`: the business's own answers to common questions (no third-party widget), the ones Messages suggests. */
export function ChatbotPage() {
  usePageTitle('Frequently Asked Questions');
  return (
    <Container className="py-5" style={{ maxWidth: 820 }}>
      <h1 className="display-6 fw-bold">Frequently Asked Questions</h1>
      <p className="text-body-secondary mb-4">Quick answers about bookings, orders, payment and delivery.</p>
      <Accordion defaultActiveKey="0">
        {COMMON_ANSWERS.map((item, index) => (
          <Accordion.Item eventKey={String(index)} key={item.question}>
            <Accordion.Header as="h2">{item.question}</Accordion.Header>
            <Accordion.Body>{item.answer}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
}
