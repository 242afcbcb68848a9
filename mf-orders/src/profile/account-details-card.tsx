import { GENDERS, PROFILE_MESSAGES, type Profile, updateProfileSchema } from '@qmj/contracts';
import { ConfirmDialog, errorMessage } from '@qmj/web-kit';
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { useProfileStore } from '../account/profile-store';
import { MessageDialog } from '../common/message-dialog';
import { firstIssue } from '../common/validation';
import { type AccountDetailsForm, formFromProfile, requestFromForm } from './account-details-form';
import { PROFILE_CALL_FAILED, updateAccountDetails } from './profile-api';

type TextField = Exclude<keyof AccountDetailsForm, 'gender'>;

const TEXT_FIELDS: readonly { name: TextField; label: string; type?: string; hint?: string; wide?: boolean }[] = [
  { name: 'legitName', label: 'Name' },
  { name: 'contact', label: 'Contact', type: 'tel' },
  { name: 'email', label: 'E-mail', type: 'email', hint: 'Optional; used for password resets.' },
  { name: 'address', label: 'Address', wide: true },
  { name: 'otherInfo', label: 'Other Information', wide: true },
];

const GENDER_LABELS = { male: 'Male', female: 'Female' } as const;

/** Account Details card: the profile's details, saved after a confirm, then the success dialog. */
export function AccountDetailsCard({ profile }: { profile: Profile }) {
  const replace = useProfileStore((s) => s.replace);
  const [form, setForm] = useState<AccountDetailsForm>(() => formFromProfile(profile));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const set = <K extends keyof AccountDetailsForm>(name: K, value: AccountDetailsForm[K]) =>
    setForm((previous) => ({ ...previous, [name]: value }));

  const askToSave = () => {
    const problem = firstIssue(updateProfileSchema.safeParse(requestFromForm(profile, form)));
    setError(problem);
    if (!problem) setConfirming(true);
  };

  const save = async () => {
    const checked = updateProfileSchema.safeParse(requestFromForm(profile, form));
    if (!checked.success) return;
    setBusy(true);
    setError(null);
    try {
      const updated = await updateAccountDetails(checked.data);
      replace(updated);
      setForm(formFromProfile(updated));
      setSaved(true);
    } catch (failure) {
      setError(await errorMessage(failure, PROFILE_CALL_FAILED.details));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
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
          onSubmit={(event) => {
            event.preventDefault();
            askToSave();
          }}
        >
          <Row className="g-3">
            <Col md={6}>
              <Form.Group controlId="profile-username">
                <Form.Label>Username</Form.Label>
                <Form.Control value={profile.username} readOnly />
              </Form.Group>
            </Col>
            {TEXT_FIELDS.map((field) => (
              <Col md={field.wide ? 12 : 6} key={field.name}>
                <Form.Group controlId={`profile-${field.name}`}>
                  <Form.Label>{field.label}</Form.Label>
                  <Form.Control
                    type={field.type ?? 'text'}
                    value={form[field.name]}
                    required={field.name !== 'email'}
                    aria-describedby={field.hint ? `profile-${field.name}-hint` : undefined}
                    onChange={(event) => set(field.name, event.target.value)}
                  />
                  {field.hint && <Form.Text id={`profile-${field.name}-hint`}>{field.hint}</Form.Text>}
                </Form.Group>
              </Col>
            ))}
            <Col md={12}>
              <fieldset>
                <legend className="fs-6 mb-1">Gender</legend>
                {GENDERS.map((gender) => (
                  <Form.Check
                    key={gender}
                    inline
                    type="radio"
                    id={`profile-gender-${gender}`}
                    name="profile-gender"
                    label={GENDER_LABELS[gender]}
                    checked={form.gender === gender}
                    onChange={() => set('gender', gender)}
                  />
                ))}
              </fieldset>
            </Col>
          </Row>
          {error && (
            <Alert variant="danger" className="mt-3 mb-0 py-2">
              {error}
            </Alert>
          )}
          <Button type="submit" variant="primary" className="mt-3" disabled={busy}>
            {busy ? 'Updating…' : 'Update Account Details'}
          </Button>
        </Form>
      </Card.Body>
      <ConfirmDialog
        show={confirming}
        title="Update Account Details"
        confirmLabel="Yes, update"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void save()}
      >
        <p className="mb-0">{PROFILE_MESSAGES.confirmDetails}</p>
      </ConfirmDialog>
      <MessageDialog show={saved} title="Success" message={PROFILE_MESSAGES.updated} onClose={() => setSaved(false)} />
    </Card>
  );
}
