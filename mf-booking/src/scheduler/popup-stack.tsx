import { POPUP_MESSAGE_MS } from '@qmj/contracts';
import { useCallback, useRef, useState } from 'react';
import { Toast, ToastContainer } from 'react-bootstrap';
import { type PopupMessage, type PopupTone, withoutPopupMessage, withPopupMessage } from './popup-messages';

/** The scheduler's popup messages: `show` adds one, and each goes by itself after POPUP_MESSAGE_MS. */
export function usePopupMessages() {
  const [messages, setMessages] = useState<PopupMessage[]>([]);
  const lastId = useRef(0);
  const show = useCallback((text: string, tone: PopupTone) => {
    lastId.current += 1;
    const message = { id: lastId.current, text, tone };
    setMessages((shown) => withPopupMessage(shown, message));
  }, []);
  const dismiss = useCallback((id: number) => setMessages((shown) => withoutPopupMessage(shown, id)), []);
  return { messages, show, dismiss };
}

interface PopupStackProps {
  messages: readonly PopupMessage[];
  onDismiss: (id: number) => void;
}

/** The popups in a corner of the window, above any dialog; a failure is read out at once, a change politely. */
export function PopupStack({ messages, onDismiss }: PopupStackProps) {
  return (
    <ToastContainer position="bottom-end" containerPosition="fixed" className="p-3">
      {messages.map((message) => (
        <Toast
          key={message.id}
          bg={message.tone}
          autohide
          delay={POPUP_MESSAGE_MS}
          onClose={() => onDismiss(message.id)}
          role={message.tone === 'danger' ? 'alert' : 'status'}
          aria-live={message.tone === 'danger' ? 'assertive' : 'polite'}
        >
          <Toast.Body className="text-white">{message.text}</Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
