import { BUSINESS, DOWN_PAYMENT_RATE, SHIPPING_FEE_MAX_PESOS, SHIPPING_FEE_MIN_PESOS } from '@qmj/contracts';
import { usePageTitle } from '@qmj/web-kit/ui';
import { Accordion, Container } from 'react-bootstrap';

const DOWN_PAYMENT_PERCENT = Math.round(DOWN_PAYMENT_RATE * 100);

const FAQ = [
  {
    q: 'What are your opening hours?',
    a: `We are open every day, ${BUSINESS.openingHours}. Online requests and orders are received at any time and answered during opening hours.`,
  },
  {
    q: 'How do I book an event?',
    a: `Open Book event, choose a service and its add-ons, and check the calendar for a free date (we take up to 3 events a day). Send the request with a receipt of the ${DOWN_PAYMENT_PERCENT}% down payment; we confirm once it is approved.`,
  },
  {
    q: 'How much is the down payment?',
    a: `The down payment is ${DOWN_PAYMENT_PERCENT}% of the total of the service and its add-ons. The rest is paid on or before the event day.`,
  },
  {
    q: 'Which payment methods do you accept?',
    a: 'Cash on delivery (COD) and GCash. For GCash, upload the receipt of your payment with your order.',
  },
  {
    q: 'How much is delivery?',
    a: `The shipping fee is from ₱${SHIPPING_FEE_MIN_PESOS} to ₱${SHIPPING_FEE_MAX_PESOS} depending on your delivery address; it is shown before you place the order and does not change afterwards.`,
  },
  {
    q: 'Can I cancel an order?',
    a: 'Yes, while it is still pending. Choose one of the reasons: Need to change delivery address, Seller is not responsive to my inquiries, or Others/Change of mind. You can undo a cancellation if the item is still in stock.',
  },
  {
    q: 'How can I reach a person?',
    a: `E-mail ${BUSINESS.email} or call ${BUSINESS.phone}, or visit us at ${BUSINESS.address}.`,
  },
];

/** `/chatbot`: the business's own answers to common questions (no third-party widget). */
export function ChatbotPage() {
  usePageTitle('Frequently Asked Questions');
  return (
    <Container className="py-5" style={{ maxWidth: 820 }}>
      <h1 className="display-6 fw-bold">Frequently Asked Questions</h1>
      <p className="text-body-secondary mb-4">Quick answers about bookings, orders, payment and delivery.</p>
      <Accordion defaultActiveKey="0">
        {FAQ.map((item, index) => (
          <Accordion.Item eventKey={String(index)} key={item.q}>
            <Accordion.Header as="h2">{item.q}</Accordion.Header>
            <Accordion.Body>{item.a}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
}
