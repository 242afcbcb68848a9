import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { FormError, SubmitButton, useObjectUrl } from '@qmj/web-kit/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button, CloseButton, Form } from 'react-bootstrap';

/** What a message carries: its text and its pictures. */
export interface MessageContent {
  text: string;
  pictures: File[];
}

export const SEND_FAILED = 'Your message could not be sent. Please try again.';

/** What the next message is about, shown above the composer; the writer may drop it. */
export interface ComposerSubject {
  label: string;
  onClear: () => void;
}

export interface MessageComposerProps {
  /** Sends the message; the composer empties once it is sent, and says why when it is not. */
  onSend: (content: MessageContent) => Promise<unknown>;
  sending: boolean;
  subject?: ComposerSubject;
  /** Texts put in the message with one click (the administrator's quick replies). */
  quickReplies?: readonly string[];
}

function PicturePreview({ file, index, onRemove }: { file: File; index: number; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <li className="position-relative">
      {url && (
        <img
          src={url}
          alt={`Attachment ${index + 1} to send`}
          width={64}
          height={64}
          className="rounded object-fit-cover"
        />
      )}
      <CloseButton
        aria-label={`Remove attachment ${index + 1}`}
        className="position-absolute top-0 end-0 bg-body p-1"
        onClick={onRemove}
      />
    </li>
  );
}

/** The text (with its counter), up to three pictures with their previews, and Send. */
export function MessageComposer({ onSend, sending, subject, quickReplies = [] }: MessageComposerProps) {
  const [text, setText] = useState('');
  // Each chosen picture keyed once, as the writer may remove any of them.
  const [pictures, setPictures] = useState<{ key: number; file: File }[]>([]);
  const chosen = useRef(0);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const tooLong = text.length > CONVERSATION_LIMITS.text;
  const empty = text.trim() === '' && pictures.length === 0;

  const addPictures = (files: File[]) => {
    const all = [
      ...pictures,
      ...files.map((file) => {
        chosen.current += 1;
        return { key: chosen.current, file };
      }),
    ];
    setError(all.length > CONVERSATION_LIMITS.pictures ? CONVERSATION_MESSAGES.tooManyPictures : null);
    setPictures(all.slice(0, CONVERSATION_LIMITS.pictures));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || tooLong) return;
    setError(null);
    try {
      await onSend({ text: text.trim(), pictures: pictures.map(({ file }) => file) });
      setText('');
      setPictures([]);
    } catch (failure) {
      setError(errorMessage(failure, SEND_FAILED));
    }
  };

  return (
    <Form onSubmit={send} className="border-top pt-2">
      {subject && (
        <p className="d-flex align-items-center gap-2 small mb-2">
          <span className="badge text-bg-light border text-wrap text-start">About {subject.label}</span>
          <CloseButton aria-label={`Not about ${subject.label}`} onClick={subject.onClear} />
        </p>
      )}
      {quickReplies.length > 0 && (
        <fieldset className="d-flex flex-wrap gap-1 mb-2">
          <legend className="visually-hidden">Quick replies</legend>
          {quickReplies.map((reply) => (
            <Button key={reply} size="sm" variant="outline-secondary" onClick={() => setText(reply)}>
              {reply}
            </Button>
          ))}
        </fieldset>
      )}
      <Form.Label htmlFor={textId} className="visually-hidden">
        Your message
      </Form.Label>
      <Form.Control
        as="textarea"
        id={textId}
        rows={2}
        value={text}
        isInvalid={tooLong}
        aria-describedby={`${textId}-count`}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        <Form.Label className="btn btn-outline-secondary btn-sm mb-0">
          Add pictures
          <input
            type="file"
            accept="image/*"
            multiple
            className="visually-hidden"
            disabled={pictures.length >= CONVERSATION_LIMITS.pictures}
            onChange={(event) => {
              addPictures([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </Form.Label>
        <span id={`${textId}-count`} className={`small ms-auto ${tooLong ? 'text-danger' : 'text-body-secondary'}`}>
          {text.length} / {CONVERSATION_LIMITS.text}
        </span>
        <SubmitButton busy={sending} disabled={empty || tooLong}>
          Send
        </SubmitButton>
      </div>
      {pictures.length > 0 && (
        <ul aria-label="Pictures to send" className="list-unstyled d-flex gap-2 mt-2 mb-0">
          {pictures.map(({ key, file }, index) => (
            <PicturePreview
              key={key}
              file={file}
              index={index}
              onRemove={() => setPictures(pictures.filter((picture) => picture.key !== key))}
            />
          ))}
        </ul>
      )}
      <FormError error={error} className="mt-2 mb-0 py-2" />
    </Form>
  );
}
