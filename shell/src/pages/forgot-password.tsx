import { forgotPasswordSchema, type MessageResponse, resetPasswordSchema } from '@qmj/contracts';
import { api, errorMessage } from '@qmj/web-kit';
import { type FormEvent, useState } from 'react';
import { Button, Card, Col, Container, Form, Modal, Row } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthForm, NewPasswordField } from '../form-parts';
import { firstIssue } from '../forms';
import { SHELL_MESSAGES } from '../messages';

function AnswerDialog({
  title,
  message,
  onClose,
  closeText,
}: {
  title: string;
  message: string | null;
  onClose: () => void;
  closeText: string;
}) {
  return (
    <Modal show={message !== null} onHide={onClose} centered aria-labelledby="answer-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="answer-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{message}</Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>{closeText}</Button>
      </Modal.Footer>
    </Modal>
  );
}

/** Posts to an auth endpoint whose answer is a message for the answer dialog. */
function useMessageRequest(path: string) {
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(problem: string | undefined, json: unknown) {
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const reply = await api.post(path, { json }).json<MessageResponse>();
      setAnswer(reply.message);
    } catch (failure) {
      setError(await errorMessage(failure, SHELL_MESSAGES.somethingWrong));
    } finally {
      setBusy(false);
    }
  }

  return { error, answer, busy, send, clearAnswer: () => setAnswer(null) };
}

function RequestLinkForm() {
  const [email, setEmail] = useState('');
  const request = useMessageRequest('auth/forgot-password');

  async function submit(event: FormEvent) {
    event.preventDefault();
    await request.send(firstIssue(forgotPasswordSchema, { email }), { email: email.trim() });
  }

  return (
    <>
      <h1 className="h3 mb-2 text-center">Forgot Password</h1>
      <p className="small text-body-secondary text-center">
        Enter the e-mail address of your profile and we will send you a link to choose a new password.
      </p>
      <AuthForm onSubmit={submit} error={request.error} busy={request.busy} submitText="Send Password Reset Link">
        <Form.Group className="mb-3" controlId="forgot-email">
          <Form.Label>E-mail</Form.Label>
          <Form.Control type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Form.Group>
      </AuthForm>
      <AnswerDialog title="Password Reset" message={request.answer} closeText="OK" onClose={request.clearAnswer} />
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const request = useMessageRequest('auth/reset-password');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = { token, password, confirmPassword };
    await request.send(firstIssue(resetPasswordSchema, value), value);
  }

  return (
    <>
      <h1 className="h3 mb-3 text-center">Change Password</h1>
      <AuthForm onSubmit={submit} error={request.error} busy={request.busy} submitText="Change Password">
        <NewPasswordField id="reset-password" label="New Password" value={password} onChange={setPassword} />
        <NewPasswordField
          id="reset-confirm-password"
          label="Confirm Password"
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
      </AuthForm>
      <AnswerDialog
        title="Password Changed"
        message={request.answer}
        closeText="Go to Login"
        onClose={() => {
          request.clearAnswer();
          navigate('/');
        }}
      />
    </>
  );
}

/** `/forgotpass`: request a reset link; with `?token=` choose the new password. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Container className="py-5">
      <Row className="justify-content-center">
        <Col md={7} lg={5}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4">
              {token ? <ResetPasswordForm token={token} /> : <RequestLinkForm />}
              <p className="text-center small mt-3 mb-0">
                <Link to="/">Back to Login</Link>
              </p>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
