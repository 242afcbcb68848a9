import { forgotPasswordSchema, type MessageResponse, resetPasswordSchema } from '@qmj/contracts';
import { api, errorMessage } from '@qmj/web-kit';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Col, Container, Form, Modal, Row } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
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

function RequestLinkForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = firstIssue(forgotPasswordSchema, { email });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const reply = await api.post('auth/forgot-password', { json: { email: email.trim() } }).json<MessageResponse>();
      setAnswer(reply.message);
    } catch (failure) {
      setError(await errorMessage(failure, SHELL_MESSAGES.somethingWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1 className="h3 mb-2 text-center">Forgot Password</h1>
      <p className="small text-body-secondary text-center">
        Enter the e-mail address of your profile and we will send you a link to choose a new password.
      </p>
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="forgot-email">
          <Form.Label>E-mail</Form.Label>
          <Form.Control type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Form.Group>
        {error ? (
          <Alert variant="danger" className="py-2">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" className="w-100" disabled={busy}>
          Send Password Reset Link
        </Button>
      </Form>
      <AnswerDialog title="Password Reset" message={answer} closeText="OK" onClose={() => setAnswer(null)} />
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = { token, password, confirmPassword };
    const problem = firstIssue(resetPasswordSchema, value);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const reply = await api.post('auth/reset-password', { json: value }).json<MessageResponse>();
      setAnswer(reply.message);
    } catch (failure) {
      setError(await errorMessage(failure, SHELL_MESSAGES.somethingWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1 className="h3 mb-3 text-center">Change Password</h1>
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="reset-password">
          <Form.Label>New Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="reset-confirm-password">
          <Form.Label>Confirm Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
        </Form.Group>
        {error ? (
          <Alert variant="danger" className="py-2">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" className="w-100" disabled={busy}>
          Change Password
        </Button>
      </Form>
      <AnswerDialog
        title="Password Changed"
        message={answer}
        closeText="Go to Login"
        onClose={() => {
          setAnswer(null);
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
