import { FormField } from '@qmj/web-kit/ui';
import type { ReactNode } from 'react';
import { Col } from 'react-bootstrap';

/** The attributes of an input of a whole number of 0 or more (a stock). */
export const WHOLE_NUMBER_INPUT = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

interface FieldColumnProps {
  md: number;
  id: string;
  label: string;
  /** A line under the input, which names it in aria-describedby as `${id}-hint`. */
  hint?: string;
  children: ReactNode;
}

/** One labelled field of a dialog's form, in its column of the form's row. */
export function FieldColumn({ md, id, label, hint, children }: FieldColumnProps) {
  return (
    <Col md={md}>
      <FormField id={id} label={label} hint={hint} className="">
        {children}
      </FormField>
    </Col>
  );
}
