import { IMAGE_ACCEPT, PROFILE_MESSAGES, type Profile } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { ApiImage, ConfirmDialog, FormError, FormField, useObjectUrl, useSubmit } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { displayedUsername } from '../account/profile';
import { ProfilePicture } from '../account/profile-picture';
import { IMAGE_MESSAGES, imageProblem } from '../common/image-file';

const PICTURE_UPDATED = 'Your profile picture has been updated.';
const PICTURE_UPDATE_FAILED = 'Your profile picture could not be updated. Please try again.';
const PICTURE_SIZE = 140;

/** Profile Picture card: preview, image picker (≤ 5 MB), Update Profile Picture after a confirm. */
export function ProfilePictureCard({ profile }: { profile: Profile }) {
  const setPicture = useMutation(apiQuery.me.setPicture.mutationOptions());
  const submit = useSubmit(PICTURE_UPDATE_FAILED);
  const [file, setFile] = useState<File | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);

  const choose = (chosen: File | null) => {
    setSuccess(null);
    const problem = chosen ? imageProblem(chosen) : null;
    submit.setError(problem);
    setFile(problem ? null : chosen);
  };

  const askToUpdate = () => {
    setSuccess(null);
    if (!file) {
      submit.setError(IMAGE_MESSAGES.chooseFirst);
      return;
    }
    setConfirming(true);
  };

  const update = async (chosen: File) => {
    await submit.run(
      () => setPicture.mutateAsync({ file: chosen }),
      () => {
        setFile(null);
        if (input.current) input.current.value = '';
        setSuccess(PICTURE_UPDATED);
      },
    );
    setConfirming(false);
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
            <ApiImage
              src={preview}
              alt="Preview of the chosen file"
              width={PICTURE_SIZE}
              height={PICTURE_SIZE}
              className="rounded-circle border"
            />
          ) : (
            <ProfilePicture url={profile.profilePictureUrl} name={displayedUsername(profile)} size={PICTURE_SIZE} />
          )}
        </div>
        <FormField
          id="profile-picture-file"
          label="Profile Picture"
          hint={PROFILE_MESSAGES.pictureHint}
          className="text-start mb-3"
        >
          <Form.Control
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby="profile-picture-file-hint"
            onChange={(event) => choose((event.target as HTMLInputElement).files?.[0] ?? null)}
          />
        </FormField>
        <FormError error={submit.error} className="text-start py-2" />
        {success && (
          <Alert variant="success" className="text-start py-2">
            {success}
          </Alert>
        )}
        <Button variant="primary" onClick={askToUpdate} disabled={submit.busy}>
          {submit.busy ? 'Updating…' : 'Update Profile Picture'}
        </Button>
      </Card.Body>
      <ConfirmDialog
        show={confirming}
        title="Update Profile Picture"
        confirmLabel="Yes, update"
        busy={submit.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => file && void update(file)}
      >
        <p className="mb-0">{PROFILE_MESSAGES.confirmPicture}</p>
      </ConfirmDialog>
    </Card>
  );
}
