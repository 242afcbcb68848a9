import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FormState, UseFormRegister } from 'react-hook-form';
import { FieldList, type ListedField } from './field-list';

interface Guest {
  name: string;
  nickname: string;
  email: string;
}

const GUEST_FIELDS: readonly ListedField<Guest>[] = [
  { name: 'name', label: 'Name', maxLength: 80, autoComplete: 'name' },
  { name: 'nickname', label: 'Nickname', maxLength: 20, optional: true },
  { name: 'email', label: 'Email', maxLength: 254, type: 'email' },
];

/** The guest form with one wrong e-mail; its inputs register by name only, all the markup needs. */
const guestForm = {
  register: ((name: string) => ({ name })) as unknown as UseFormRegister<Guest>,
  formState: { errors: { email: { type: 'format', message: 'Enter a valid e-mail.' } } } as FormState<Guest>,
};

const html = renderToStaticMarkup(<FieldList form={guestForm} fields={GUEST_FIELDS} idPrefix="guest" />);

/** The markup of one field, from its group's opening to the next group's. */
const fieldOf = (id: string) => html.slice(html.indexOf(`for="${id}"`)).split('<div class="mb-3">')[0];

describe('FieldList', () => {
  it('draws one labelled field per line, in order, with ids from the prefix', () => {
    const labels = [...html.matchAll(/<label[^>]*for="([^"]+)"[^>]*>([^<]+)</g)].map((match) => match.slice(1));
    expect(labels).toEqual([
      ['guest-name', 'Name'],
      ['guest-nickname', 'Nickname'],
      ['guest-email', 'Email'],
    ]);
  });

  it('keeps each line’s length, kind and autocomplete, and marks all but the optional ones required', () => {
    expect(fieldOf('guest-name')).toContain('autoComplete="name"');
    expect(fieldOf('guest-name')).toContain('maxLength="80"');
    expect(fieldOf('guest-name')).toContain('aria-required="true"');
    expect(fieldOf('guest-nickname')).toContain('maxLength="20"');
    expect(fieldOf('guest-nickname')).not.toContain('aria-required');
    expect(fieldOf('guest-email')).toContain('type="email"');
    expect(fieldOf('guest-email')).toContain('aria-required="true"');
  });

  it('shows a field’s problem under that field', () => {
    expect(fieldOf('guest-email')).toContain('id="guest-email-error" role="alert"');
    expect(fieldOf('guest-email')).toContain('Enter a valid e-mail.');
    expect(fieldOf('guest-name')).not.toContain('role="alert"');
  });
});
