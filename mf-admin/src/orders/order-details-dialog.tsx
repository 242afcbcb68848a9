import { type AdminOrder, ORDER_STATUS_LABELS } from '@qmj/contracts';
import { Dialog, formatCount, formatDateTime, formatPeso } from '@qmj/web-kit/ui';
import { Button, Col, Row } from 'react-bootstrap';
import { Detail } from '../common/detail';
import { capitalised } from '../common/list-views';
import { OrderDesign } from './order-design';
import { OrderReceipt } from './order-receipt';
import { PAYMENT_LABELS } from './order-screen';

/** Every field of the order, as the business reads them. */
function OrderFields({ order }: { order: AdminOrder }) {
  return (
    <dl className="row mb-0">
      <Detail term="Transaction code">
        <span className="font-monospace">{order.transactionCode}</span>
      </Detail>
      <Detail term="Status">{capitalised(ORDER_STATUS_LABELS[order.status])}</Detail>
      <Detail term="Customer name">{order.customerName}</Detail>
      <Detail term="Username">{order.username}</Detail>
      <Detail term="Address">{order.address}</Detail>
      <Detail term="Contact">{order.contact}</Detail>
      <Detail term="Other information">{order.otherInfo || '—'}</Detail>
      <Detail term="Product">{order.productName}</Detail>
      <Detail term="Unit price">{formatPeso(order.unitPrice)}</Detail>
      <Detail term="Quantity">{formatCount(order.quantity)}</Detail>
      <Detail term="Subtotal">{formatPeso(order.subtotal)}</Detail>
      <Detail term="Shipping fee">{formatPeso(order.shippingFee)}</Detail>
      <Detail term="Total">
        <strong>{formatPeso(order.total)}</strong>
      </Detail>
      <Detail term="Payment method">{PAYMENT_LABELS[order.paymentMethod]}</Detail>
      <Detail term="Reason">{order.reason || '—'}</Detail>
      <Detail term="Ordered">{formatDateTime(order.createdAt)}</Detail>
      <Detail term="Approved">{order.approvedAt ? formatDateTime(order.approvedAt) : '—'}</Detail>
      <Detail term="Last updated">{formatDateTime(order.updatedAt)}</Detail>
    </dl>
  );
}

interface OrderDetailsDialogProps {
  order: AdminOrder;
  onClose: () => void;
}

/** "Order Details": the whole order, its payment receipt and the mug design it carries. */
export function OrderDetailsDialog({ order, onClose }: OrderDetailsDialogProps) {
  return (
    <Dialog
      title="Order Details"
      size="lg"
      scrollable
      onHide={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Row className="g-4">
        <Col lg={7}>
          <OrderFields order={order} />
        </Col>
        <Col lg={5}>
          <h3 className="h6">Payment receipt</h3>
          <OrderReceipt order={order} />
          {order.customization && (
            <>
              <h3 className="h6 mt-4">Mug design</h3>
              <OrderDesign design={order.customization} />
            </>
          )}
        </Col>
      </Row>
    </Dialog>
  );
}
