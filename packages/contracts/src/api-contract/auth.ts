import { z } from 'zod';
import { imageFile, messageReplySchema } from '../api.js';
import {
  forgotPasswordSchema,
  loginReplySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  usernameAvailabilitySchema,
  usernameAvailableQuerySchema,
} from '../auth.js';
import { newsletterSchema, profileSchema, updateProfileSchema } from '../users.js';
import { anyone, signedIn } from './endpoint.js';

export const authRoutes = {
  register: anyone
    .route({
      method: 'POST',
      path: '/auth/register',
      successStatus: 201,
      tags: ['auth'],
      summary: 'Create an account and sign in',
    })
    .input(registerSchema)
    .output(messageReplySchema.extend(loginReplySchema.shape)),
  login: anyone
    .route({ method: 'POST', path: '/auth/login', tags: ['auth'], summary: 'Sign in' })
    .input(loginSchema)
    .output(loginReplySchema),
  usernameAvailable: anyone
    .route({ method: 'GET', path: '/auth/username-available', tags: ['auth'], summary: 'Whether a username is free' })
    .input(usernameAvailableQuerySchema)
    .output(usernameAvailabilitySchema),
  forgotPassword: anyone
    .route({
      method: 'POST',
      path: '/auth/forgot-password',
      successStatus: 202,
      tags: ['auth'],
      summary: 'Mail a reset link (the same answer whatever the address)',
    })
    .input(forgotPasswordSchema)
    .output(messageReplySchema),
  resetPassword: anyone
    .route({
      method: 'POST',
      path: '/auth/reset-password',
      tags: ['auth'],
      summary: 'Set a new password with a reset link',
    })
    .input(resetPasswordSchema)
    .output(messageReplySchema),
  logout: signedIn
    .route({
      method: 'POST',
      path: '/auth/logout',
      successStatus: 204,
      tags: ['auth'],
      summary: "End every session of the signed-in user (this browser's and any other)",
    })
    .output(z.void()),
};

export const profileRoutes = {
  get: signedIn
    .route({ method: 'GET', path: '/me', tags: ['me'], summary: 'The signed-in profile' })
    .output(profileSchema),
  update: signedIn
    .route({ method: 'PATCH', path: '/me', tags: ['me'], summary: 'Change the account details' })
    .input(updateProfileSchema)
    .output(profileSchema),
  setPicture: signedIn
    .route({ method: 'PUT', path: '/me/picture', tags: ['me'], summary: 'Set the profile picture' })
    .input(z.object({ file: imageFile }))
    .output(profileSchema),
};

export const newsletterRoutes = {
  subscribe: anyone
    .route({
      method: 'POST',
      path: '/newsletter',
      successStatus: 201,
      tags: ['newsletter'],
      summary: 'Subscribe to the newsletter',
    })
    .input(newsletterSchema)
    .output(messageReplySchema),
};
