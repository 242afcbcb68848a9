import { GENDERS, PROFILE_MESSAGES, type Profile, type UpdateProfileRequest } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import {
  ConfirmDialog,
  FormError,
  FormField,
  MessageDialog,
  RadioField,
  SubmitButton,
  TextField,
  useLazyZodForm,
  useSubmit,
} from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, Col, Form, Row } from 'react-bootstrap';
import { DETAILS_UPDATE_FAILED, detailsFromProfile } from './account-details-form';

type TextFieldName = 'legitName' | 'contact' | 'email' | 'address' | 'otherInfo';

const TEXT_FIELDS: readonly { name: TextFieldName; label: string; type?: string; hint?: string; wide?: boolean }[] = [
  { name: 'legitName', label: 'Name' },
  { name: 'contact', label: 'Contact', type: 'tel' },
  { name: 'email', label: 'E-mail', type: 'email', hint: 'Optional; used for password resets.' },
  { name: 'address', label: 'Address', wide: true },
  { name: 'otherInfo', label: 'Other Information', wide: true },
];

const GENDER_LABELS = { male: 'Male', female: 'Female' } as const;
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));

// Edit Profile's code holds no zod: the profile's rules load on the first check.
const loadProfileSchema = () =>
  import(/* webpackExports: ["updateProfileSchema"] */ '@qmj/contracts').then(
    (contracts) => contracts.updateProfileSchema,
  );

/** Account Details card: the profile's details, saved after a confirm, then the success dialog. */
export function AccountDetailsCard({ profile }: { profile: Profile }) {
  const form = useLazyZodForm(loadProfileSchema, { defaultValues: detailsFromProfile(profile) });
  const update = useMutation(apiQuery.me.update.mutationOptions());
  const submit = useSubmit(DETAILS_UPDATE_FAILED);
  // The checked details, waiting for the customer to confirm them.
  const [confirming, setConfirming] = useState<UpdateProfileRequest | null>(null);
  const [saved, setSaved] = useState(false);

  const save = async (details: UpdateProfileRequest) => {
    await submit.run(
      () => update.mutateAsync(details),
      (updated) => {
        form.reset(detailsFromProfile(updated));
        setSaved(true);
      },
    );
    setConfirming(null);
  };

  return (
    <Card as="section" aria-labelledby="account-details-title" className="shadow-sm">
      <Card.Header>
        <h2 id="account-details-title" className="h6 mb-0">
          Account Details
        </h2>
      </Card.Header>
      <Card.Body>
        <Form
          noValidate
          onSubmit={form.handleSubmit((details) => {
            submit.setError(null);
            setConfirming(details);
          })}
        >
          <Row className="g-3">
            <Col md={6}>
              <FormField id="profile-username" label="Username" className="mb-0">
                <Form.Control value={profile.username} readOnly />
              </FormField>
            </Col>
            {TEXT_FIELDS.map((field) => (
              <Col md={field.wide ? 12 : 6} key={field.name}>
                <TextField
                  form={form}
                  name={field.name}
                  id={`profile-${field.name}`}
                  label={field.label}
                  type={field.type}
                  hint={field.hint}
                  required={field.name !== 'email'}
                  className="mb-0"
                />
              </Col>
            ))}
            <Col md={12}>
              <RadioField
                form={form}
                name="gender"
                id="profile-gender"
                legend="Gender"
                options={GENDER_OPTIONS}
                inline
                className="mb-0"
              />
            </Col>
          </Row>
          <FormError error={submit.error} className="mt-3 mb-0 py-2" />
          <SubmitButton busy={submit.busy} busyText="Updating…" className="mt-3">
            Update Account Details
          </SubmitButton>
        </Form>
      </Card.Body>
      <ConfirmDialog
        show={confirming !== null}
        title="Update Account Details"
        confirmLabel="Yes, update"
        busy={submit.busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void save(confirming)}
      >
        <p className="mb-0">{PROFILE_MESSAGES.confirmDetails}</p>
      </ConfirmDialog>
      <MessageDialog show={saved} title="Success" message={PROFILE_MESSAGES.updated} onClose={() => setSaved(false)} />
    </Card>
  );
}
