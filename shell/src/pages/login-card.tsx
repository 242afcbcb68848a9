import { AUTH_MESSAGES, HOME_PATH, PATHS, USERNAME_MAX } from '@qmj/contracts';
import { apiQuery, errorMessage, useSession } from '@qmj/web-kit';
import { Link, useNavigate } from '@qmj/web-kit/router';
import { FormError, SubmitButton, TextField, useLazyZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import { loadSignedInMenu } from '../layout/header';

// The landing page's first render holds no zod: the login rules load on the first check.
const loadLoginSchema = () =>
  import(/* webpackExports: ["loginSchema"] */ '@qmj/contracts').then((contracts) => contracts.loginSchema);

export function LoginCard() {
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const form = useLazyZodForm(loadLoginSchema, { defaultValues: { username: '', password: '' } });
  const login = useMutation(apiQuery.auth.login.mutationOptions());
  // A network failure has no answer: 'Error occurred while logging in'.
  const error = login.error && errorMessage(login.error, AUTH_MESSAGES.loginFailed);

  // A customer's header shows its menu from the first frame after the sign-in: its code is asked for as the visitor
  // starts to sign in, and has usually arrived before the sign-in's answer (docs/serving.md#what-loads-when).
  const preloadMenu = () => void loadSignedInMenu().catch(() => undefined);
  const submit = form.handleSubmit(
    (credentials) => {
      preloadMenu();
      login.mutate(credentials, {
        onSuccess: async (answer) => {
          if (answer.user.role === 'customer') await loadSignedInMenu().catch(() => undefined);
          useSession.getState().signIn(answer.accessToken, answer.user);
          navigate(HOME_PATH[answer.user.role], { replace: true });
        },
      });
    },
    () => login.reset(),
  );

  return (
    <Card className="shadow border-0" id="login">
      <Card.Body className="p-4">
        <h2 className="h4 mb-3 text-center">Member Login</h2>
        <Form noValidate onSubmit={submit} onFocus={preloadMenu} aria-describedby={error ? 'login-error' : undefined}>
          <TextField
            form={form}
            name="username"
            id="login-username"
            label="Username"
            autoComplete="username"
            maxLength={USERNAME_MAX}
          />
          <TextField
            form={form}
            name="password"
            id="login-password"
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            className="mb-2"
          />
          <Form.Check
            className="mb-3"
            id="login-show-password"
            label="Show password"
            checked={showPassword}
            onChange={(e) => setShowPassword(e.target.checked)}
          />
          <FormError error={error} id="login-error" />
          <SubmitButton busy={login.isPending} className="w-100">
            Login
          </SubmitButton>
        </Form>
        <div className="d-flex justify-content-between mt-3 small">
          <Link to={PATHS.register}>Create New Account</Link>
          <Link to={PATHS.forgotPassword}>Forgot Password</Link>
        </div>
      </Card.Body>
    </Card>
  );
}
