import { AUTH_MESSAGES, registerSchema, USERNAME_MAX, type UsernameAvailability } from '@qmj/contracts';
import { api } from '@qmj/web-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { Card, Col, Container, Form, Row } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { AuthForm, NewPasswordField } from '../form-parts';
import { failureMessage, firstIssue } from '../forms';
import type { NoticeState } from '../layout/notice';
import { SHELL_MESSAGES } from '../messages';

const AVAILABILITY_DEBOUNCE_MS = 400;

/** Asks the API, as the user types, whether the username is free (debounced). */
function useUsernameAvailability(username: string): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    const name = username.trim();
    setAvailable(null);
    if (!name || name.length > USERNAME_MAX) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .get('auth/username-available', { searchParams: { username: name }, signal: controller.signal })
        .json<UsernameAvailability>()
        .then((answer) => setAvailable(answer.available))
        .catch(() => setAvailable(null));
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [username]);
  return available;
}

export function RegisterPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const available = useUsernameAvailability(username);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = { username, password, confirmPassword };
    const problem = firstIssue(registerSchema, value);
    if (problem) {
      setError(problem);
      return;
    }
    if (available === false) {
      setError(AUTH_MESSAGES.usernameTaken);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await api.post('auth/register', { json: value });
      const state: NoticeState = { success: SHELL_MESSAGES.registered };
      navigate('/', { state });
    } catch (failure) {
      setError(await failureMessage(failure, AUTH_MESSAGES.registerFailed));
      setBusy(false);
    }
  }

  const showTaken = available === false && error !== AUTH_MESSAGES.usernameTaken;

  return (
    <Container className="py-5">
      <Row className="justify-content-center">
        <Col md={7} lg={5}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4">
              <h1 className="h3 mb-3 text-center">Create New Account</h1>
              <AuthForm onSubmit={submit} error={error} busy={busy} submitText="Register">
                <Form.Group className="mb-3" controlId="register-username">
                  <Form.Label>Username</Form.Label>
                  <Form.Control
                    autoComplete="username"
                    value={username}
                    maxLength={USERNAME_MAX}
                    isInvalid={showTaken}
                    aria-describedby="register-username-status"
                    onChange={(e) => setUsername(e.target.value)}
                  />
                  <Form.Text id="register-username-status" className={showTaken ? 'text-danger' : 'text-success'}>
                    {showTaken ? AUTH_MESSAGES.usernameTaken : available ? 'Username is available' : ''}
                  </Form.Text>
                </Form.Group>
                <NewPasswordField
                  id="register-password"
                  label="Password"
                  value={password}
                  onChange={setPassword}
                  hint="At least 10 characters, with letters and numbers."
                />
                <NewPasswordField
                  id="register-confirm-password"
                  label="Confirm Password"
                  value={confirmPassword}
                  onChange={setConfirmPassword}
                />
              </AuthForm>
              <p className="text-center small mt-3 mb-0">
                Already have an account? <Link to="/">Back to Login</Link>
              </p>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
