import type { SendMessage } from '@qmj/contracts';
import { errorMessage, type MessageSubject, startMessageStream, useMessenger } from '@qmj/web-kit';
import {
  ConversationView,
  type MessageContent,
  useCustomerConversation,
  useReadUpTo,
  useSendMessage,
} from '@qmj/web-kit/messages';
import { ErrorState, Loading } from '@qmj/web-kit/ui';
import { useEffect } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import OffcanvasBody from 'react-bootstrap/OffcanvasBody';
import OffcanvasHeader from 'react-bootstrap/OffcanvasHeader';
import OffcanvasTitle from 'react-bootstrap/OffcanvasTitle';
import { SHELL_MESSAGES } from '../messages';
import { waitingSuggestions } from './waiting-suggestions';

/** The order or booking a message is about, as the API takes it. */
const aboutIds = (subject: MessageSubject | null): Pick<SendMessage, 'orderId' | 'bookingId'> =>
  subject ? ('orderId' in subject ? { orderId: subject.orderId } : { bookingId: subject.bookingId }) : {};

const notNow = () => {};

/** The customer's conversation with the business: what the launcher's panel shows. */
function CustomerConversation() {
  const { conversation, error, older } = useCustomerConversation();
  const send = useSendMessage();
  const read = useReadUpTo();
  const subject = useMessenger((state) => state.subject);
  const clearSubject = useMessenger((state) => state.clearSubject);
  // A message that arrives as the panel closes is not read: the badge counts it until the panel opens again.
  const open = useMessenger((state) => state.open);
  if (error) return <ErrorState message={errorMessage(error, SHELL_MESSAGES.messagesFailed)} />;
  if (!conversation) return <Loading />;
  const sendMessage = async (content: MessageContent) => {
    await send.mutateAsync({ ...content, ...aboutIds(subject) });
    clearSubject();
  };
  return (
    <ConversationView
      conversation={conversation}
      reader="customer"
      onSend={sendMessage}
      onReadUpTo={open ? read.mutate : notNow}
      onOlder={older}
      sending={send.isPending}
      subject={subject ? { label: subject.label, onClear: clearSubject } : undefined}
      suggestions={waitingSuggestions(conversation)}
    />
  );
}

/** The launcher's panel, at the side of every page; an open conversation is followed live at once. */
export function MessagesPanel() {
  const open = useMessenger((state) => state.open);
  const closePanel = useMessenger((state) => state.closePanel);
  useEffect(() => {
    if (open) startMessageStream();
  }, [open]);
  return (
    <Offcanvas show={open} onHide={closePanel} placement="end" aria-labelledby="messages-title">
      <OffcanvasHeader closeButton closeLabel="Close messages">
        <OffcanvasTitle as="h2" id="messages-title" className="h5">
          Messages
        </OffcanvasTitle>
      </OffcanvasHeader>
      <OffcanvasBody>
        <CustomerConversation />
      </OffcanvasBody>
    </Offcanvas>
  );
}
