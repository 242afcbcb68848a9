import { AUTH_MESSAGES, PATHS, registerSchema, USERNAME_MAX } from '@qmj/contracts';
import { apiQuery, errorMessage, errorStatus } from '@qmj/web-kit';
import { Link, useNavigate } from '@qmj/web-kit/router';
import { FormError, SubmitButton, TextField, usePageTitle, useZodForm } from '@qmj/web-kit/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Card, Col, Container, Form, Row } from 'react-bootstrap';
import type { NoticeState } from '../layout/notice';
import { SHELL_MESSAGES } from '../messages';
import { NewPasswordFields } from './new-password-fields';

const AVAILABILITY_DEBOUNCE_MS = 400;

/** Asks the API, once the user pauses typing, whether the username is free; undefined while unknown. */
function useUsernameAvailability(typed: string): boolean | undefined {
  const username = typed.trim();
  const [asked, setAsked] = useState(username);
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(username), AVAILABILITY_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [username]);
  const availability = useQuery(
    apiQuery.auth.usernameAvailable.queryOptions({
      input: { username: asked },
      enabled: asked !== '' && asked.length <= USERNAME_MAX,
    }),
  );
  // While the user is still typing, the last answer is about another name.
  return asked === username ? availability.data?.available : undefined;
}

export function RegisterPage() {
  usePageTitle('Create New Account');
  const navigate = useNavigate();
  const form = useZodForm(registerSchema, { defaultValues: { username: '', password: '', confirmPassword: '' } });
  const register = useMutation(apiQuery.auth.register.mutationOptions());
  const available = useUsernameAvailability(form.watch('username'));

  const submit = form.handleSubmit(
    (account) => {
      if (available === false) {
        register.reset();
        form.setError('username', { message: AUTH_MESSAGES.usernameTaken });
        return;
      }
      register.mutate(account, {
        onSuccess: () => {
          const state: NoticeState = { success: SHELL_MESSAGES.registered };
          navigate(PATHS.landing, { state });
        },
        // The server's refusal of the name shows at the name, as the early check's does, so that editing the name
        // clears it and the check's answer for the new text is the only one shown.
        onError: (error) => {
          if (errorStatus(error) !== 409) return;
          register.reset();
          form.setError(
            'username',
            { message: errorMessage(error, AUTH_MESSAGES.usernameTaken) },
            { shouldFocus: true },
          );
        },
      });
    },
    () => register.reset(),
  );

  // While the username shows a problem (the contract's, or a refusal until the name is edited), its status line
  // would only repeat or contradict it; after an edit, the check's answer for the new text is the one shown.
  const status =
    form.formState.errors.username || available === undefined
      ? undefined
      : available
        ? 'Username is available'
        : AUTH_MESSAGES.usernameTaken;

  return (
    <Container className="py-5">
      <Row className="justify-content-center">
        <Col md={7} lg={5}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4">
              <h1 className="h3 mb-3 text-center">Create New Account</h1>
              <Form noValidate onSubmit={submit}>
                <TextField
                  form={form}
                  name="username"
                  id="register-username"
                  label="Username"
                  autoComplete="username"
                  maxLength={USERNAME_MAX}
                  hint={status && <span className={available ? 'text-success' : 'text-danger'}>{status}</span>}
                />
                <NewPasswordFields
                  form={form}
                  id="register"
                  label="Password"
                  hint="At least 10 characters, with letters and numbers."
                />
                <FormError error={register.error && errorMessage(register.error, AUTH_MESSAGES.registerFailed)} />
                <SubmitButton busy={register.isPending} className="w-100">
                  Register
                </SubmitButton>
              </Form>
              <p className="text-center small mt-3 mb-0">
                Already have an account? <Link to={PATHS.landing}>Back to Login</Link>
              </p>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
