import { AUTH_MESSAGES, HOME_PATH, type LoginResponse, loginSchema } from '@qmj/contracts';
import { api, errorMessage, HTTPError, useSession } from '@qmj/web-kit';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { firstIssue } from '../forms';

export function LoginCard() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = { username, password };
    const problem = firstIssue(loginSchema, value);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await api.post('auth/login', { json: loginSchema.parse(value) }).json<LoginResponse>();
      useSession.getState().signIn(answer.accessToken, answer.user);
      navigate(HOME_PATH[answer.user.role], { replace: true });
    } catch (failure) {
      // A network failure has no answer: 'Error occurred while logging in'.
      setError(
        failure instanceof HTTPError
          ? await errorMessage(failure, AUTH_MESSAGES.loginFailed)
          : AUTH_MESSAGES.loginFailed,
      );
      setBusy(false);
    }
  }

  return (
    <Card className="shadow border-0" id="login">
      <Card.Body className="p-4">
        <h2 className="h4 mb-3 text-center">Member Login</h2>
        <Form noValidate onSubmit={submit} aria-describedby={error ? 'login-error' : undefined}>
          <Form.Group className="mb-3" controlId="login-username">
            <Form.Label>Username</Form.Label>
            <Form.Control
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              maxLength={50}
            />
          </Form.Group>
          <Form.Group className="mb-2" controlId="login-password">
            <Form.Label>Password</Form.Label>
            <Form.Control
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Form.Group>
          <Form.Check
            className="mb-3"
            id="login-show-password"
            label="Show password"
            checked={showPassword}
            onChange={(e) => setShowPassword(e.target.checked)}
          />
          {error ? (
            <Alert variant="danger" id="login-error" className="py-2">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" className="w-100" disabled={busy}>
            Login
          </Button>
        </Form>
        <div className="d-flex justify-content-between mt-3 small">
          <Link to="/register">Create New Account</Link>
          <Link to="/forgotpass">Forgot Password</Link>
        </div>
      </Card.Body>
    </Card>
  );
}
