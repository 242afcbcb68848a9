import { RATING_LABELS } from '@qmj/contracts';
import { Form } from 'react-bootstrap';

const RATINGS = [1, 2, 3, 4, 5] as const;

interface RatingChoiceProps {
  idPrefix: string;
  value: number;
  onChange: (rating: number) => void;
}

/** The rating radio group: Bad, Poor, Average, Great, Excellent (1 to 5). */
export function RatingChoice({ idPrefix, value, onChange }: RatingChoiceProps) {
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">Rating</legend>
      {RATINGS.map((rating) => (
        <Form.Check
          key={rating}
          inline
          type="radio"
          id={`${idPrefix}-${rating}`}
          name={idPrefix}
          label={RATING_LABELS[rating]}
          checked={value === rating}
          onChange={() => onChange(rating)}
        />
      ))}
    </fieldset>
  );
}
