import { type ReactNode, useId } from 'react';
import { Form, Modal } from 'react-bootstrap';

export interface DialogProps {
  title: string;
  /** The body. */
  children: ReactNode;
  /** The buttons and links at the bottom. */
  footer: ReactNode;
  onHide: () => void;
  /** Defaults to shown, for dialogs that are mounted only while open. */
  show?: boolean;
  size?: 'sm' | 'lg' | 'xl';
  centered?: boolean;
  scrollable?: boolean;
  /**
   * False while a call is under way or when the footer is the only way on: no close button, and neither Escape
   * nor a click outside closes it.
   */
  dismissible?: boolean;
  /** Makes the body and footer one form, so Enter in a field submits and the footer's submit button sends it. */
  onSubmit?: () => void;
}

/**
 * The one dialog of the web application (the only place react-bootstrap's Modal is used): its title is an h2
 * that names the dialog, which is how users of assistive technology and the browser journeys find it. Loaded
 * with the first dialog opened (`Dialog`).
 */
export function DialogFrame(props: DialogProps) {
  const { title, children, footer, onHide, show = true, size, centered = true, scrollable, dismissible = true } = props;
  const { onSubmit } = props;
  const titleId = useId();
  const content = (
    <>
      <Modal.Header closeButton={dismissible}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>{footer}</Modal.Footer>
    </>
  );
  return (
    <Modal
      show={show}
      onHide={onHide}
      size={size}
      centered={centered}
      scrollable={scrollable}
      backdrop={dismissible ? true : 'static'}
      keyboard={dismissible}
      aria-labelledby={titleId}
    >
      {onSubmit ? (
        <Form
          noValidate
          // A scrolling body keeps scrolling inside the form only if the form is the column the body grows in.
          className={scrollable ? 'd-flex flex-column overflow-hidden' : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {content}
        </Form>
      ) : (
        content
      )}
    </Modal>
  );
}
