import { ORDER_MESSAGES } from '@qmj/contracts';
import { MessageDialog } from '@qmj/web-kit';
import { useNavigate } from 'react-router-dom';

/** 'Your order has been successfully placed.' with OK, which goes back to the catalogue (/userproducts). */
export function OrderPlacedDialog({ show }: { show: boolean }) {
  const navigate = useNavigate();
  return (
    <MessageDialog
      show={show}
      title="Order Placed"
      message={ORDER_MESSAGES.placed}
      dismissible={false}
      onClose={() => navigate('/userproducts')}
    />
  );
}
