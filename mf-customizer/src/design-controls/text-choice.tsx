import { MUG_FONTS, MUG_TEXT_MAX_LENGTH, type MugFont } from '@qmj/contracts';
import { FormField } from '@qmj/web-kit/ui';
import { Col, Form, Row, ToggleButton } from 'react-bootstrap';
import type { Design } from '../design/design';

type TextFields = Pick<Design, 'text' | 'font' | 'bold' | 'italic'>;

const STYLES = [
  { name: 'bold', label: 'Bold', className: 'fw-bold' },
  { name: 'italic', label: 'Italic', className: 'fst-italic' },
] as const;

interface TextChoiceProps {
  design: TextFields;
  onChange: (change: Partial<TextFields>) => void;
}

/** The text on the mug (up to its limit), its font, bold and italic. */
export function TextChoice({ design, onChange }: TextChoiceProps) {
  return (
    <>
      <FormField id="mug-text" label="Text" hint={`${design.text.length}/${MUG_TEXT_MAX_LENGTH} characters`}>
        <Form.Control
          value={design.text}
          maxLength={MUG_TEXT_MAX_LENGTH}
          aria-describedby="mug-text-hint"
          onChange={(event) => onChange({ text: event.target.value })}
        />
      </FormField>
      <Row className="g-2 align-items-end mb-3">
        <Col xs={12} sm>
          <FormField id="mug-font" label="Font" className="mb-0">
            <Form.Select
              value={design.font}
              style={{ fontFamily: design.font }}
              onChange={(event) => onChange({ font: event.target.value as MugFont })}
            >
              {MUG_FONTS.map((font) => (
                <option key={font} value={font} style={{ fontFamily: font }}>
                  {font}
                </option>
              ))}
            </Form.Select>
          </FormField>
        </Col>
        <Col xs="auto" className="d-flex gap-2">
          {STYLES.map(({ name, label, className }) => (
            <ToggleButton
              key={name}
              id={`mug-${name}`}
              type="checkbox"
              variant="outline-secondary"
              value={name}
              checked={design[name]}
              onChange={(event) => onChange({ [name]: event.currentTarget.checked })}
            >
              <span className={className}>{label}</span>
            </ToggleButton>
          ))}
        </Col>
      </Row>
    </>
  );
}
