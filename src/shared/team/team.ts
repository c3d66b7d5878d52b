// The Team area (issue 20): members, their roles, and invitations. The owner's screens and the
// server read these shapes; the invite-acceptance page reads the public ones at the end.
import { z } from 'zod';
import { ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH, adminLoginSchema } from '../admin/admin-auth.js';
import { safeString } from '../safe-text.js';
import { STAFF_ROLES, type StaffRole } from '../staff-roles.js';

/** How long an invite link works (from when it was last sent). */
export const INVITE_VALID_HOURS = 72;

export const teamMemberSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  twoFactorEnabled: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Null while the member may sign in. */
  disabledAt: z.iso.datetime({ offset: true }).nullable(),
  /** Their most recent session's last use, or null when they have none open. */
  lastActiveAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const INVITE_STATES = ['pending', 'expired'] as const;

/** An invite not yet accepted or revoked (accepted ones are members; revoked ones are history). */
export const teamInviteSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedBy: z.string().nullable(),
  sentAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  state: z.enum(INVITE_STATES),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamSchema = z.object({ members: z.array(teamMemberSchema), invites: z.array(teamInviteSchema) });
export type Team = z.infer<typeof teamSchema>;

export const newInviteSchema = z.object({ email: adminLoginSchema.shape.email, role: z.enum(STAFF_ROLES) });
export type NewInvite = z.infer<typeof newInviteSchema>;

export const roleChangeSchema = z.object({ role: z.enum(STAFF_ROLES) });
export type RoleChange = z.infer<typeof roleChangeSchema>;

/** A new password, under the same rules as everywhere else (admin:create, reset, change). */
export const newPasswordField = safeString()
  .min(ADMIN_PASSWORD_MIN_LENGTH, { error: `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.` })
  .max(ADMIN_PASSWORD_MAX_LENGTH, { error: `The password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters.` });

/** The random token of an invite or password-reset link (43 base64url characters). */
export const linkTokenField = safeString().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This link is not valid.' });

/** What the invite page shows before the invitee chooses a password. */
export const inviteDetailsSchema = z.object({ email: z.string(), role: z.enum(STAFF_ROLES), companyName: z.string() });
export type InviteDetails = z.infer<typeof inviteDetailsSchema>;

/** The invite page asks what an invitation's link is for before showing the password form. */
export const inviteLookupSchema = z.object({ token: linkTokenField });

export const inviteAcceptanceSchema = z.object({ token: linkTokenField, password: newPasswordField });
export type InviteAcceptance = z.infer<typeof inviteAcceptanceSchema>;

export const TEAM_MESSAGES = {
  inviteInvalid: 'This invitation link is not valid. It may have expired, been used, or been revoked. Ask the owner for a new one.',
  alreadyMember: 'That e-mail address already belongs to a team member.',
  lastOwner: 'The last active owner cannot be disabled or given another role. Make another member an owner first.',
  notYourself: 'You cannot disable your own account.',
  memberNotFound: 'No such team member.',
  inviteNotFound: 'No such open invitation.',
} as const;

/** One line each on the invite form and the invite page: what a member in that role may use (decision 033). */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including the Team area and the audit log.',
  operations: 'Service requests (status, quote, invoice, payment link), drivers and dispatch, chat look-ups.',
  accounting: 'Payments, refunds, invoices, exports of requests and the ledger, and analytics.',
  recruiting: 'Driver applications, hiring, and the Drivers list.',
};

/** The rule shown beside a new password before it is sent. */
export const NEW_PASSWORD_RULE = `Use ${ADMIN_PASSWORD_MIN_LENGTH} to ${ADMIN_PASSWORD_MAX_LENGTH} characters. A few unrelated words make a strong password that is easy to type.`;
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords are not the same.';

/** What the Team area says before it changes a member's standing (the confirming button names the action). */
export const TEAM_CONFIRM_TEXTS = {
  recordLabels: { member: 'Member', role: 'Role', invitee: 'Invited', sent: 'Sent' },
  disable: {
    title: 'Disable this member?',
    button: (email: string) => `Disable ${email}`,
    busy: 'Disabling...',
    consequence: (email: string) => `${email} is signed out everywhere and cannot sign in until enabled.`,
  },
  demoteOwner: {
    title: 'Take away owner rights?',
    button: (role: string) => `Make ${role}`,
    busy: 'Saving...',
    consequence: (email: string, role: string) =>
      `${email} is no longer an owner: they lose the Team area and the audit log, and keep only what ${role} may use.`,
  },
  revokeInvite: {
    title: 'Revoke this invitation?',
    button: 'Revoke invitation',
    busy: 'Revoking...',
    consequence: (email: string) => `The link sent to ${email} stops working at once. You can invite the address again later.`,
  },
} as const;

/** Choosing a password on the invite page (and any page that sets a new one): typed twice, the same both times. */
export const passwordChoiceSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((choice) => choice.password === choice.confirmPassword, { path: ['confirmPassword'], error: PASSWORDS_DIFFER_MESSAGE });
export type PasswordChoice = z.infer<typeof passwordChoiceSchema>;
