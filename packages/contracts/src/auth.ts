import { z } from 'zod';
import { isStrongPassword, normalizeUsername, PASSWORD_MAX, USERNAME_MAX, usernameProblem } from './credentials.js';
import { TEXT_MAX } from './limits.js';
import { AUTH_MESSAGES } from './messages.js';
import { ROLES } from './roles.js';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** A username as typed: required, and never longer than a username can be (so the document bounds it too). */
const usernameText = (message: string) =>
  requiredText(message).max(USERNAME_MAX, { error: AUTH_MESSAGES.usernameTooLong });

/** A username being chosen (registration, availability): normalised, then held to `usernameProblem`. */
const newUsername = usernameText(AUTH_MESSAGES.fillAll)
  .transform(normalizeUsername)
  .pipe(
    z
      .string()
      .min(1, { error: AUTH_MESSAGES.fillAll })
      .superRefine((username, ctx) => {
        const problem = usernameProblem(username);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  );

/** A password as typed: required, and never longer than a password can be (so the document bounds it too). */
const passwordText = (message: string) =>
  z.string({ error: message }).min(1, { error: message }).max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordTooLong });

export const loginSchema = z.object({
  username: usernameText(AUTH_MESSAGES.fillBoth),
  password: passwordText(AUTH_MESSAGES.fillBoth),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** A new password and its confirmation, checked in the order the specification shows the messages. */
const newPasswordFields = {
  password: passwordText(AUTH_MESSAGES.fillAll),
  confirmPassword: passwordText(AUTH_MESSAGES.fillAll),
};

function checkNewPassword(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx): void {
  if (!isStrongPassword(value.password)) {
    ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordRule, path: ['password'] });
  } else if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });
  }
}

export const registerSchema = z
  .object({
    username: newUsername,
    ...newPasswordFields,
  })
  .superRefine(checkNewPassword);
export type RegisterRequest = z.infer<typeof registerSchema>;

export const usernameAvailableQuerySchema = z.object({
  username: newUsername,
});

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailInvalid })
    .trim()
    .max(TEXT_MAX.email, { error: AUTH_MESSAGES.emailInvalid })
    .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid })),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: requiredText(AUTH_MESSAGES.resetTokenInvalid).max(TEXT_MAX.resetToken, {
      error: AUTH_MESSAGES.resetTokenInvalid,
    }),
    ...newPasswordFields,
  })
  .superRefine(checkNewPassword);
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

/** Who is signed in, as the API tells it; the browser never decides the role. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginReplySchema = z.object({ accessToken: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginReplySchema>;

export const usernameAvailabilitySchema = z.object({ available: z.boolean() });
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;
