import { TextField, type TextFieldProps } from '@qmj/web-kit/ui';
import { Col } from 'react-bootstrap';
import { PESOS_HINT, PESOS_INPUT } from './form-values';

/** The attributes of an input of a whole number of 0 or more (a stock). */
export const WHOLE_NUMBER_INPUT = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

/** The attributes of a description's input: a few lines of text. */
export const LONG_TEXT_INPUT = { as: 'textarea', rows: 3 } as const;

/** One field of a dialog's form, bound to the form, in its column of the form's row (whose gutters space it). */
export function FieldColumn<Values extends object>({ md, ...field }: TextFieldProps<Values> & { md: number }) {
  return (
    <Col md={md}>
      <TextField className="" {...field} />
    </Col>
  );
}

/** A price's field: typed by the one money rule of mf-admin, which its hint states (`PESOS_HINT`). */
export function PriceColumn<Values extends object>(props: TextFieldProps<Values> & { md: number }) {
  return <FieldColumn hint={PESOS_HINT} {...PESOS_INPUT} {...props} />;
}
