import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FieldValues, FormState, UseFormRegister } from 'react-hook-form';
import { ApiImage } from './api-image';
import { type DataColumn, DataTable } from './data-table';
import { FormField, RadioField, SubmitButton, TextField } from './form-fields';
import { Pager } from './pager';
import { EmptyState, ErrorState, Loading } from './states';

interface Line {
  id: number;
  product: string;
  quantity: number;
}

const COLUMNS: DataColumn<Line>[] = [
  { header: 'Product', cell: (line) => line.product, className: 'fw-semibold', width: '12rem' },
  { header: 'Quantity', cell: (line) => line.quantity, numeric: true },
];

const table = (props: Partial<Parameters<typeof DataTable<Line>>[0]>) =>
  renderToStaticMarkup(
    <DataTable label="Lines" columns={COLUMNS} rows={[]} rowKey={(line) => line.id} emptyText="No lines." {...props} />,
  );

/** A form as `TextField` reads it: inputs that register by name, and the errors to show. */
function formWith<Values extends FieldValues>(errors: FormState<Values>['errors']) {
  const register = ((name: string) => ({
    name,
    onChange: async () => {},
    onBlur: async () => {},
    ref: () => {},
  })) as UseFormRegister<Values>;
  return { register, formState: { errors } as FormState<Values> };
}

describe('DataTable', () => {
  it('draws the rows in a named, scrolling table with numbers aligned right', () => {
    const html = table({ rows: [{ id: 1, product: 'Photo Mug', quantity: 1200 }] });
    // The scrolling box is a named region a keyboard can focus, to scroll it on a phone.
    expect(html).toContain(
      '<section class="table-responsive" aria-label="Lines" tabindex="0"><table aria-label="Lines"',
    );
    expect(html).toContain('<th scope="col" style="width:12rem">Product</th>');
    expect(html).toContain('<th scope="col" class="text-end">Quantity</th>');
    expect(html).toContain(
      '<td class="fw-semibold" data-label="Product">Photo Mug</td><td class="text-end" data-label="Quantity">1200</td>',
    );
  });

  it('shows the loading, error and empty states instead of the table', () => {
    expect(table({ loading: true })).toContain('aria-label="Loading"');
    const failed = table({ error: 'Could not load the lines.', onRetry: () => {} });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Could not load the lines.');
    expect(failed).toContain('>Retry</button>');
    expect(table({ rows: undefined })).toContain('<p class="mb-0">No lines.</p>');
    expect(table({ rows: [] })).not.toContain('<table');
  });

  it('pages under the card when asked, once its first rows are drawn', () => {
    const paging = { page: 2, pageSize: 10, total: 25, onPage: () => {} };
    expect(table({ paging })).toContain('Page 2 of 3');
    expect(table({ paging, loading: true })).not.toContain('Page 2 of 3');
  });
});

describe('Pager', () => {
  it('disables Previous on the first page and Next on the last', () => {
    const first = renderToStaticMarkup(<Pager page={1} pageSize={10} total={25} onPage={() => {}} />);
    expect(first).toMatch(/<button[^>]*disabled=""[^>]*>Previous<\/button>/);
    expect(first).not.toMatch(/<button[^>]*disabled=""[^>]*>Next<\/button>/);
    const last = renderToStaticMarkup(<Pager page={3} pageSize={10} total={25} onPage={() => {}} />);
    expect(last).toMatch(/<button[^>]*disabled=""[^>]*>Next<\/button>/);
  });

  it('counts one page for an empty list', () => {
    expect(renderToStaticMarkup(<Pager page={4} pageSize={10} total={0} onPage={() => {}} />)).toContain('Page 1 of 1');
  });
});

describe('states', () => {
  it('names the loading indicator Loading', () => {
    expect(renderToStaticMarkup(<Loading />)).toContain('role="status" aria-label="Loading"');
  });

  it('offers the empty state its action and the error state Retry only when it can retry', () => {
    const empty = renderToStaticMarkup(<EmptyState text="Your cart is empty." action={<a href="/">Go Shopping</a>} />);
    expect(empty).toContain('<p class="mb-0">Your cart is empty.</p><div class="mt-3"><a href="/">Go Shopping</a>');
    expect(renderToStaticMarkup(<ErrorState message="Down." />)).not.toContain('Retry');
  });
});

describe('ApiImage', () => {
  it('loads the picture lazily at its size', () => {
    const html = renderToStaticMarkup(<ApiImage src="/uploads/mug.png" alt="Photo Mug" width={48} height={48} />);
    expect(html).toContain('src="/uploads/mug.png" alt="Photo Mug" width="48" height="48" loading="lazy"');
    expect(html).toContain('decoding="async"');
  });

  it('asks for the largest picture of the first screen at once, with high priority', () => {
    const html = renderToStaticMarkup(
      <ApiImage src="/uploads/mug.png" alt="Photo Mug" width={48} height={48} priority />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('decoding="async"');
  });

  it('draws a named placeholder of the same size when there is no picture', () => {
    const html = renderToStaticMarkup(
      <ApiImage src={null} alt="Photo Mug" missingLabel="Photo Mug (no picture yet)" width={48} height={48} />,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('role="img" aria-label="Photo Mug (no picture yet)"');
    expect(html).toContain('width:48px;height:48px');
  });

  it('hides a decorative placeholder from assistive technology', () => {
    const html = renderToStaticMarkup(<ApiImage src={null} alt="" width={48} height={48} />);
    expect(html).toMatch(/^<span aria-hidden="true"/);
    expect(html).not.toContain('aria-label');
  });
});

describe('form fields', () => {
  it('labels a bound field and points it at its hint', () => {
    const html = renderToStaticMarkup(
      <TextField form={formWith({})} name="email" id="forgot-email" label="E-mail" type="email" hint="Optional." />,
    );
    expect(html).toContain('<label class="form-label" for="forgot-email">E-mail</label>');
    expect(html).toContain('name="email"');
    expect(html).toContain('aria-describedby="forgot-email-hint"');
    expect(html).not.toContain('is-invalid');
  });

  it('marks a wrong field and shows its message under it as an alert', () => {
    const form = formWith({ comment: { type: 'too_small', message: 'Please provide a comment.' } });
    const html = renderToStaticMarkup(
      <TextField form={form} name="comment" id="review-comment" label="Comment" as="textarea" />,
    );
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*aria-describedby="review-comment-error"/);
    expect(html).toContain('is-invalid');
    expect(html).toContain('id="review-comment-error" role="alert"');
    expect(html).toContain('Please provide a comment.</div>');
  });

  it('draws a choice as radios under a legend, with its message', () => {
    const form = formWith({ reason: { type: 'invalid_value', message: 'Please choose a reason.' } });
    const html = renderToStaticMarkup(
      <RadioField
        form={form}
        name="reason"
        id="cancel-reason"
        legend="Reason for cancellation"
        options={[
          { value: 'Changed my mind', label: 'Changed my mind' },
          { value: 'Found a better price', label: 'Found a better price' },
        ]}
      />,
    );
    expect(html).toContain('<legend class="fs-6 fw-semibold">Reason for cancellation</legend>');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toContain('for="cancel-reason-1"');
    expect(html).toContain('aria-describedby="cancel-reason-error"');
    expect(html).toContain('Please choose a reason.');
  });

  it('shows an unbound field’s message too', () => {
    const html = renderToStaticMarkup(
      <FormField id="product-image" label="Image" error="Please choose an image.">
        <input type="file" />
      </FormField>,
    );
    expect(html).toContain('Please choose an image.');
  });

  it('disables the submit button while busy, with the busy text or a spinner', () => {
    const texted = renderToStaticMarkup(
      <SubmitButton busy busyText="Cancelling…">
        Cancel Order
      </SubmitButton>,
    );
    expect(texted).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Cancelling…<\/button>/);
    const spinning = renderToStaticMarkup(<SubmitButton busy>Save</SubmitButton>);
    expect(spinning).toContain('spinner-border');
    expect(spinning).toContain('Save</button>');
    expect(renderToStaticMarkup(<SubmitButton busy={false}>Save</SubmitButton>)).not.toContain('disabled');
  });
});
