import { z } from 'zod';
import { isoDateTime } from './api.js';
import { TEXT_MAX, tooLongMessage } from './limits.js';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from './messages.js';
import { GENDERS, ROLES } from './roles.js';

const requiredProfileText = (max: number) =>
  z
    .string({ error: PROFILE_MESSAGES.fillRequired })
    .trim()
    .min(1, { error: PROFILE_MESSAGES.fillRequired })
    .max(max, { error: tooLongMessage(max) });

/** PATCH /api/me: the account details card of the profile editor. The username is not changed here. */
export const updateProfileSchema = z.object({
  showedUsername: requiredProfileText(TEXT_MAX.displayName),
  contact: requiredProfileText(TEXT_MAX.contact),
  address: requiredProfileText(TEXT_MAX.address),
  otherInfo: requiredProfileText(TEXT_MAX.otherInfo),
  legitName: requiredProfileText(TEXT_MAX.fullName),
  gender: z.enum(GENDERS, { error: 'Please choose male or female.' }).nullable().optional(),
  email: z
    .union([
      z.literal(''),
      z.email({ error: AUTH_MESSAGES.emailInvalid }).max(TEXT_MAX.email, { error: AUTH_MESSAGES.emailInvalid }),
    ])
    .nullable()
    .optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
  showedUsername: z.string().nullable(),
  contact: z.string().nullable(),
  address: z.string().nullable(),
  otherInfo: z.string().nullable(),
  legitName: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  email: z.string().nullable(),
  status: z.string(),
  profilePictureUrl: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Profile = z.infer<typeof profileSchema>;

export const newsletterSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailInvalid })
    .trim()
    .max(TEXT_MAX.email, { error: AUTH_MESSAGES.emailInvalid })
    .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid })),
});
