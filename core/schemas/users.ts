import { z } from 'zod';
import { permissions, userTypes } from '../permissions';
import { BucketFileUrl, Email, EntityId, Phone, RestaurantId, WebUrl } from './common';
import { isReservedSlug } from '../routes/reserved-slugs';

export const UserType = z.enum(userTypes);
export const PermissionName = z.enum(permissions);

/** A creator's short bio in each of the product's languages (docs/decisions/014-affiliates.md). */
export const CreatorBios = z.object({ de: z.string().trim().max(600), en: z.string().trim().max(600), es: z.string().trim().max(600) }).partial();

/**
 * What a creator shows on their public page (spec §1: a public profile at /{slug}). `bio` is the single bio of the
 * spec's shape, the fallback for a language `bios` lacks; `partners` are the programme restaurants the creator
 * recommends, in the creator's order (the server keeps only restaurants in the affiliate programme).
 */
export const PublicInformation = z.object({
  displayName: z.string().trim().max(120).optional(),
  bio: z.string().max(2000).optional(),
  bios: CreatorBios.optional(),
  /** An uploaded picture (POST /users/me/profile-picture stores it under /files/…) or an outside http(s) one. */
  /** The uploaded picture's address; null takes the picture away (an update merges fields, so absence keeps it). */
  profilePictureURL: z.union([BucketFileUrl, WebUrl]).nullable().optional(),
  links: z.array(WebUrl).max(20).optional(),
  partners: z
    .array(RestaurantId)
    .max(30)
    .refine((ids) => new Set(ids).size === ids.length, 'A restaurant is recommended once')
    .optional(),
});

export const PersonalInformation = z.object({
  firstName: z.string().trim().max(120).optional(),
  lastName: z.string().trim().max(120).optional(),
  phone: Phone.optional(),
});

export const Role = z.object({
  _id: EntityId,
  name: z.string(),
  description: z.string(),
  permissions: z.array(PermissionName),
});
export type Role = z.infer<typeof Role>;

export const RoleInput = z.object({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(500).default(''),
  permissions: z.array(PermissionName).min(1, 'A role needs at least one permission').max(permissions.length),
});

/** Spec §3 User and Profile, returned by GET /users/me and the user endpoints. */
export const User = z.object({
  _id: EntityId,
  email: z.string().nullable(),
  type: UserType.nullable(),
  username: z.string().nullable(),
  restaurantId: z.string().nullable(),
  roleId: z.string().nullable(),
  parentUserId: z.string().nullable(),
  publicInformation: PublicInformation,
  personalInformation: PersonalInformation,
  children: z.array(z.object({ _id: EntityId, username: z.string().nullable(), displayName: z.string().nullable() })),
  createdAt: z.string(),
});
export type User = z.infer<typeof User>;

export const Me = User.extend({
  role: Role.nullable(),
  permissions: z.array(PermissionName),
  needsOnboarding: z.boolean(),
  /** Set while an admin acts as this user through X-Admin-User-Override. */
  actingAdminId: z.string().nullable(),
});
export type Me = z.infer<typeof Me>;

export const ChildAuthRequired = z.object({
  error: z.literal('child_auth_required'),
  message: z.string(),
  user: User,
});

export const PublicUser = z.object({
  _id: EntityId,
  username: z.string().nullable(),
  publicInformation: PublicInformation,
});

export const Username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{2,39}$/, 'A username is 3–40 lowercase letters, digits, "_" or "-"')
  // It is the creator's public address /{username}: never one of the app's own paths.
  .refine((name) => !isReservedSlug(name), 'This username is one of the site’s own addresses');

export const SetUserTypeInput = z.object({
  type: UserType.exclude(['Admin']),
  /** Restaurant staff join only through an invite (spec §4). */
  inviteCode: z.string().trim().min(4).max(64).optional(),
  username: Username.optional(),
});

export const UpdateUserInput = z.object({
  roleId: EntityId.optional(),
  username: Username.optional(),
  publicInformation: PublicInformation.optional(),
});

export const AuthenticateChildInput = z.object({
  userId: EntityId,
  pin: z.string().regex(/^[0-9]{4,8}$/, 'A PIN is 4–8 digits'),
});

export const AuthenticateChildResponse = z.object({ user: User, childSession: z.string() });

export const CreateChildInput = z.object({
  displayName: z.string().trim().min(1).max(120),
  pin: z.string().regex(/^[0-9]{4,8}$/, 'A PIN is 4–8 digits'),
  roleId: EntityId,
});

export const AdminCreateUserInput = z.object({
  email: Email,
  password: z.string().min(6).max(128),
  type: UserType,
  restaurantId: RestaurantId.optional(),
  roleId: EntityId.optional(),
  username: Username.optional(),
});

export const Invite = z.object({
  _id: EntityId,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roleId: z.string(),
  restaurantId: z.string(),
  inviteCode: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  redeemedAt: z.string().nullable(),
});
export type Invite = z.infer<typeof Invite>;

export const InviteInput = z.object({
  name: z.string().trim().min(1).max(120),
  email: Email,
  phone: Phone.optional(),
  roleId: EntityId,
  /** Issue the code now; an invite with a code can no longer be edited (spec §4). */
  issueCode: z.boolean().default(true),
});

export const UsernameValidation = z.object({ valid: z.boolean(), available: z.boolean(), message: z.string() });
