import { IMAGE_ACCEPT, REVIEW_MAX_IMAGES, REVIEW_MESSAGES, reviewSchema } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { useId, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { firstIssue, imageProblem } from '../common/validation';
import { RatingChoice } from './rating-choice';
import { postReview, REVIEW_CALL_FAILED } from './reviews-api';

interface ReviewDialogProps {
  orderId: number;
  productId: number;
  productName: string;
  onReviewed: () => void;
  onClose: () => void;
}

/** Reviewing a received order: rating, comment, up to 3 images, public or anonymous. */
export function ReviewDialog({ orderId, productId, productName, onReviewed, onClose }: ReviewDialogProps) {
  const titleId = useId();
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idPrefix = `review-${orderId}`;

  const chooseImages = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (chosen.length > REVIEW_MAX_IMAGES) {
      setError(REVIEW_MESSAGES.tooManyImages);
      setImages([]);
      return;
    }
    const problem = chosen.map(imageProblem).find(Boolean);
    setError(problem ?? null);
    setImages(problem ? [] : chosen);
  };

  const submit = async () => {
    const checked = reviewSchema.safeParse({ orderId, rating, comment, anonymous });
    const problem = firstIssue(checked);
    if (problem || !checked.success) {
      setError(problem);
      return;
    }
    if (images.length > REVIEW_MAX_IMAGES) {
      setError(REVIEW_MESSAGES.tooManyImages);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await postReview(productId, { ...checked.data, images });
      onReviewed();
    } catch (failure) {
      setError(await errorMessage(failure, REVIEW_CALL_FAILED));
      setBusy(false);
    }
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id={titleId}>
            Review Product
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="fw-semibold">{productName}</p>
          <RatingChoice idPrefix={`${idPrefix}-rating`} value={rating} onChange={setRating} />
          <Form.Group controlId={`${idPrefix}-comment`} className="mb-3">
            <Form.Label>Comment</Form.Label>
            <Form.Control as="textarea" rows={3} value={comment} onChange={(event) => setComment(event.target.value)} />
          </Form.Group>
          <Form.Group controlId={`${idPrefix}-images`} className="mb-3">
            <Form.Label>Images</Form.Label>
            <Form.Control
              type="file"
              accept={IMAGE_ACCEPT}
              multiple
              aria-describedby={`${idPrefix}-images-hint`}
              onChange={(event) => chooseImages((event.target as HTMLInputElement).files)}
            />
            <Form.Text id={`${idPrefix}-images-hint`}>
              Up to {REVIEW_MAX_IMAGES} images, each no larger than 5 MB.
            </Form.Text>
          </Form.Group>
          <Form.Check
            type="checkbox"
            id={`${idPrefix}-anonymous`}
            label="Post anonymously"
            checked={anonymous}
            onChange={(event) => setAnonymous(event.target.checked)}
          />
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button variant="primary" type="submit" disabled={busy}>
            {busy ? 'Submitting…' : 'Submit'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
