import { MUG_COLORS, type MugColor } from '@qmj/contracts';

interface ColorPaletteProps {
  color: string;
  onChange: (color: MugColor) => void;
}

/** The 30 colours, as swatch buttons named by their colour; the chosen one is pressed. */
export function ColorPalette({ color, onChange }: ColorPaletteProps) {
  const chosen = MUG_COLORS.find((swatch) => swatch.hex === color);
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold mb-2">
        Colour{chosen && <span className="fw-normal text-body-secondary">: {chosen.name}</span>}
      </legend>
      <div className="mug-palette">
        {MUG_COLORS.map((swatch) => (
          <button
            key={swatch.hex}
            type="button"
            className="mug-swatch"
            style={{ backgroundColor: swatch.hex }}
            aria-label={swatch.name}
            title={swatch.name}
            aria-pressed={swatch.hex === color}
            onClick={() => onChange(swatch.hex)}
          />
        ))}
      </div>
    </fieldset>
  );
}
