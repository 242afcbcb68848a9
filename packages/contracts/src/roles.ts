export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
