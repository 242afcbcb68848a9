import {
  IMAGE_ACCEPT,
  RATING_LABELS,
  type Rating,
  REVIEW_MAX_IMAGES,
  REVIEW_MESSAGES,
  reviewSchema,
} from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { FormDialog, FormField, RadioField, TextField, useZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { imageProblem } from '../common/image-file';

const REVIEW_CALL_FAILED = 'Your review could not be posted. Please try again.';

const RATING_OPTIONS = (Object.keys(RATING_LABELS) as `${Rating}`[]).map((rating) => ({
  value: rating,
  label: RATING_LABELS[rating],
}));

interface ReviewDialogProps {
  orderId: number;
  productId: number;
  productName: string;
  onReviewed: () => void;
  onClose: () => void;
}

/** Reviewing a received order: rating, comment, up to 3 images, public or anonymous. */
export function ReviewDialog({ orderId, productId, productName, onReviewed, onClose }: ReviewDialogProps) {
  const form = useZodForm(reviewSchema, { defaultValues: { orderId, rating: '5', comment: '', anonymous: false } });
  const create = useMutation(apiQuery.reviews.create.mutationOptions());
  const [images, setImages] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const idPrefix = `review-${orderId}`;

  const chooseImages = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    const problem =
      chosen.length > REVIEW_MAX_IMAGES
        ? REVIEW_MESSAGES.tooManyImages
        : (chosen.map(imageProblem).find(Boolean) ?? null);
    setImageError(problem);
    setImages(problem ? [] : chosen);
  };

  return (
    <FormDialog
      title="Review Product"
      failureText={REVIEW_CALL_FAILED}
      error={imageError}
      closeText="Close"
      submitText="Submit"
      busyText="Submitting…"
      onSubmit={form.handleSubmit(async (review) => {
        setImageError(null);
        await create.mutateAsync({ id: productId, ...review, images: images.length > 0 ? images : undefined });
        onReviewed();
      })}
      onClose={onClose}
    >
      <p className="fw-semibold">{productName}</p>
      <RadioField form={form} name="rating" id={`${idPrefix}-rating`} legend="Rating" options={RATING_OPTIONS} inline />
      <TextField form={form} name="comment" id={`${idPrefix}-comment`} label="Comment" as="textarea" rows={3} />
      <FormField
        id={`${idPrefix}-images`}
        label="Images"
        hint={`Up to ${REVIEW_MAX_IMAGES} images, each no larger than 5 MB.`}
      >
        <Form.Control
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          aria-describedby={`${idPrefix}-images-hint`}
          onChange={(event) => chooseImages((event.target as HTMLInputElement).files)}
        />
      </FormField>
      <Form.Check
        type="checkbox"
        id={`${idPrefix}-anonymous`}
        label="Post anonymously"
        {...form.register('anonymous')}
      />
    </FormDialog>
  );
}
