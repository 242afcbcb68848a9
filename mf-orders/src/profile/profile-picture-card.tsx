import { IMAGE_ACCEPT, PROFILE_MESSAGES, type Profile } from '@qmj/contracts';
import { ConfirmDialog, errorMessage } from '@qmj/web-kit';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { ProfilePicture } from '../account/profile-picture';
import { displayedUsername, useProfileStore } from '../account/profile-store';
import { IMAGE_MESSAGES, imageProblem } from '../common/validation';
import { PROFILE_CALL_FAILED, uploadProfilePicture } from './profile-api';

export const PICTURE_UPDATED = 'Your profile picture has been updated.';

/** The chosen file's preview address, released when the file changes or the card goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** Profile Picture card: preview, image picker (≤ 5 MB), Update Profile Picture after a confirm. */
export function ProfilePictureCard({ profile }: { profile: Profile }) {
  const replace = useProfileStore((s) => s.replace);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);

  const choose = (chosen: File | null) => {
    setSuccess(null);
    const problem = chosen ? imageProblem(chosen) : null;
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const askToUpdate = () => {
    setSuccess(null);
    if (!file) {
      setError(IMAGE_MESSAGES.chooseFirst);
      return;
    }
    setConfirming(true);
  };

  const update = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      replace(await uploadProfilePicture(file));
      setFile(null);
      if (input.current) input.current.value = '';
      setSuccess(PICTURE_UPDATED);
    } catch (failure) {
      setError(await errorMessage(failure, PROFILE_CALL_FAILED.picture));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Card as="section" className="shadow-sm h-100">
      <Card.Header>
        <h2 id="profile-picture-title" className="h6 mb-0">
          Profile Picture
        </h2>
      </Card.Header>
      <Card.Body className="text-center">
        <div className="mb-3">
          {preview ? (
            <img
              src={preview}
              alt="Preview of the chosen file"
              className="rounded-circle border"
              style={{ width: 140, height: 140, objectFit: 'cover' }}
            />
          ) : (
            <ProfilePicture url={profile.profilePictureUrl} name={displayedUsername(profile)} size={140} />
          )}
        </div>
        <Form.Group controlId="profile-picture-file" className="text-start mb-3">
          <Form.Label>Profile Picture</Form.Label>
          <Form.Control
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby="profile-picture-hint"
            onChange={(event) => choose((event.target as HTMLInputElement).files?.[0] ?? null)}
          />
          <Form.Text id="profile-picture-hint">{PROFILE_MESSAGES.pictureHint}</Form.Text>
        </Form.Group>
        {error && (
          <Alert variant="danger" className="text-start py-2">
            {error}
          </Alert>
        )}
        {success && (
          <Alert variant="success" className="text-start py-2">
            {success}
          </Alert>
        )}
        <Button variant="primary" onClick={askToUpdate} disabled={busy}>
          {busy ? 'Updating…' : 'Update Profile Picture'}
        </Button>
      </Card.Body>
      <ConfirmDialog
        show={confirming}
        title="Update Profile Picture"
        confirmLabel="Yes, update"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void update()}
      >
        <p className="mb-0">{PROFILE_MESSAGES.confirmPicture}</p>
      </ConfirmDialog>
    </Card>
  );
}
