import { IMAGE_ACCEPT, REVIEW_MAX_IMAGES, REVIEW_MESSAGES, reviewSchema } from '@qmj/contracts';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { FormDialog, useDialogSubmit } from '../common/form-dialog';
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
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [anonymous, setAnonymous] = useState(false);
  const { error, setError, busy, send } = useDialogSubmit(REVIEW_CALL_FAILED);
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
    await send(() => postReview(productId, { ...checked.data, images }), onReviewed);
  };

  return (
    <FormDialog
      title="Review Product"
      error={error}
      busy={busy}
      closeText="Close"
      submitText="Submit"
      busyText="Submitting…"
      submitVariant="primary"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
