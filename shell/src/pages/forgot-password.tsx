import { forgotPasswordSchema, PATHS, resetPasswordSchema } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { Link, useNavigate, useSearchParams } from '@qmj/web-kit/router';
import { FormError, MessageDialog, SubmitButton, TextField, usePageTitle, useZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { Card, Col, Container, Form, Row } from 'react-bootstrap';
import { SHELL_MESSAGES } from '../messages';
import { NewPasswordFields } from './new-password-fields';

function RequestLinkForm() {
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const request = useMutation(apiQuery.auth.forgotPassword.mutationOptions());
  const submit = form.handleSubmit(
    (address) => request.mutate(address),
    () => request.reset(),
  );

  return (
    <>
      <h1 className="h3 mb-2 text-center">Forgot Password</h1>
      <p className="small text-body-secondary text-center">
        Enter the e-mail address of your profile and we will send you a link to choose a new password.
      </p>
      <Form noValidate onSubmit={submit}>
        <TextField form={form} name="email" id="forgot-email" label="E-mail" type="email" autoComplete="email" />
        <FormError error={request.error && errorMessage(request.error, SHELL_MESSAGES.somethingWrong)} />
        <SubmitButton busy={request.isPending} className="w-100">
          Send Password Reset Link
        </SubmitButton>
      </Form>
      {request.data && <MessageDialog title="Password Reset" message={request.data.message} onClose={request.reset} />}
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useZodForm(resetPasswordSchema, { defaultValues: { token, password: '', confirmPassword: '' } });
  const change = useMutation(apiQuery.auth.resetPassword.mutationOptions());
  const submit = form.handleSubmit(
    (newPassword) => change.mutate(newPassword),
    () => change.reset(),
  );
  // The token comes with the link, not from a field: its problem is the form's.
  const problem =
    form.formState.errors.token?.message ?? (change.error && errorMessage(change.error, SHELL_MESSAGES.somethingWrong));

  return (
    <>
      <h1 className="h3 mb-3 text-center">Change Password</h1>
      <Form noValidate onSubmit={submit}>
        <NewPasswordFields form={form} id="reset" label="New Password" />
        <FormError error={problem} />
        <SubmitButton busy={change.isPending} className="w-100">
          Change Password
        </SubmitButton>
      </Form>
      {change.data && (
        <MessageDialog
          title="Password Changed"
          message={change.data.message}
          buttonText="Go to Login"
          onClose={() => navigate(PATHS.landing)}
        />
      )}
    </>
  );
}

/** `/forgotpass`: request a reset link; with `?token=` choose the new password. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
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
                <Link to={PATHS.landing}>Back to Login</Link>
              </p>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
