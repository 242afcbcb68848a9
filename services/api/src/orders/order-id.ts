import { ORDER_MESSAGES } from '@qmj/contracts';
import { RecordIdPipe } from '../common/record-id.pipe.js';

/** An order id from the path; anything else is 'That order does not exist.' (404). */
export const orderId = new RecordIdPipe(ORDER_MESSAGES.orderMissing);
