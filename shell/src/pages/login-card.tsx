import { AUTH_MESSAGES, HOME_PATH, type LoginResponse, loginSchema } from '@qmj/contracts';
import { api, useSession } from '@qmj/web-kit';
import { type FormEvent, useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { AuthForm } from '../form-parts';
import { failureMessage, firstIssue } from '../forms';

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
      setError(await failureMessage(failure, AUTH_MESSAGES.loginFailed));
      setBusy(false);
    }
  }

  return (
    <Card className="shadow border-0" id="login">
      <Card.Body className="p-4">
        <h2 className="h4 mb-3 text-center">Member Login</h2>
        <AuthForm onSubmit={submit} error={error} errorId="login-error" busy={busy} submitText="Login">
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
        </AuthForm>
        <div className="d-flex justify-content-between mt-3 small">
          <Link to="/register">Create New Account</Link>
          <Link to="/forgotpass">Forgot Password</Link>
        </div>
      </Card.Body>
    </Card>
  );
}
