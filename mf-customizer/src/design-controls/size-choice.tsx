import { MUG_SIZES, type MugSize } from '@qmj/contracts';
import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';

interface SizeChoiceProps {
  size: MugSize;
  onChange: (size: MugSize) => void;
}

/** Sizes S, M and L; the model grows with the size. */
export function SizeChoice({ size, onChange }: SizeChoiceProps) {
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold mb-2">Size</legend>
      <ToggleButtonGroup type="radio" name="mug-size" value={size} onChange={onChange}>
        {MUG_SIZES.map((choice) => (
          <ToggleButton
            key={choice}
            id={`mug-size-${choice}`}
            value={choice}
            variant="outline-primary"
            className="px-4"
          >
            {choice}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </fieldset>
  );
}
