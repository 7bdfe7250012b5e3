// The administrator's changes to an account: invite, edit, suspend/activate, plan, role, usage reset.
// Each one checks the target, changes it and writes the admin audit row in one transaction.
import { ADMIN_MESSAGES, type InviteUser } from '../../shared/admin';
import { PLANS, type PlanId } from '../../shared/plans';
import { revokeUserSessions } from '../accounts/sessions';
import { issueToken } from '../accounts/tokens';
import {
  findUserById,
  insertUserWithOrganisation,
  isUniqueViolation,
  normalizeEmail,
} from '../accounts/users-repo';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { AppError } from '../http/errors';
import { nowIso } from '../lib/ids';
import { appUrl } from '../lib/urls';
import { queueMail } from '../mail/mailer';
import { recordAdminAction, type AdminActor } from './admin-audit';

export const INVITATION_DAYS = 7;

async function targetUser(db: Executor, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
  return user;
}

function notSelf(actor: AdminActor, userId: string): void {
  if (actor.id === userId) throw new AppError('conflict', ADMIN_MESSAGES.cannotChangeSelf);
}

function emailTaken(): AppError {
  return new AppError('conflict', 'Another account already uses this email address.', {
    fields: { email: 'Another account already uses this email address.' },
  });
}

/** Emails a single-use link to /reset-password/{token}?invite=1, where the invitee sets a password. */
export async function sendInvitation(
  ctx: AppContext,
  db: Executor,
  user: { id: string; name: string; email: string },
  inviterName: string,
): Promise<void> {
  const token = await issueToken(db, user.id, 'invitation', INVITATION_DAYS * 24 * 3600 * 1000);
  await queueMail(ctx, db, {
    to: user.email,
    template: 'invitation',
    data: {
      name: user.name,
      inviterName,
      url: appUrl(ctx, `/reset-password/${token}?invite=1`),
      validDays: INVITATION_DAYS,
    },
    userId: user.id,
  });
}

/** Creates the account (in its own organisation, or in `organisationName`'s) and emails the invitation. */
export async function inviteUser(
  ctx: AppContext,
  actor: AdminActor,
  input: Required<InviteUser> & { organisationName?: string },
  db: Executor = ctx.db,
) {
  const run = async (trx: Executor) => {
    const user = await insertUserWithOrganisation(trx, {
      name: input.name,
      email: input.email,
      passwordHash: null,
      emailVerified: false,
      role: input.role,
    });
    await trx
      .updateTable('users')
      .set({ plan: input.plan, updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    if (input.organisationName) {
      await trx
        .updateTable('organisations')
        .set({ name: input.organisationName, updated_at: nowIso() })
        .where('id', '=', user.organisation_id)
        .execute();
    }
    await sendInvitation(ctx, trx, user, actor.name);
    await recordAdminAction(trx, actor, {
      action: 'user.invited',
      targetType: 'user',
      targetId: user.id,
      summary: `Invited ${user.email} (${PLANS[input.plan].name}${input.role === 'admin' ? ', administrator' : ''})`,
      details: { plan: input.plan, role: input.role },
    });
    return user;
  };
  try {
    return db === ctx.db ? await ctx.db.transaction().execute(run) : await run(db);
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

export async function resendInvitation(ctx: AppContext, actor: AdminActor, userId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const user = await targetUser(trx, userId);
    if (user.password_hash || user.last_login_at)
      throw new AppError('conflict', 'This user has already joined.');
    await sendInvitation(ctx, trx, user, actor.name);
    await recordAdminAction(trx, actor, {
      action: 'user.invitation_resent',
      targetType: 'user',
      targetId: user.id,
      summary: `Sent the invitation to ${user.email} again`,
    });
  });
}

export async function updateUser(
  ctx: AppContext,
  actor: AdminActor,
  userId: string,
  input: {
    name: string;
    email: string;
    phone: string | null;
    company: string;
    monthlyLimitOverride: number | null;
  },
): Promise<void> {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const user = await targetUser(trx, userId);
      const emailChanged = normalizeEmail(input.email) !== user.email_normalized;
      await trx
        .updateTable('users')
        .set({
          name: input.name,
          email: input.email,
          email_normalized: normalizeEmail(input.email),
          phone: input.phone,
          monthly_limit_override: input.monthlyLimitOverride,
          updated_at: nowIso(),
          // An address the administrator typed is not proof that its owner reads it.
          ...(emailChanged ? { email_verified_at: null } : {}),
        })
        .where('id', '=', userId)
        .execute();
      await trx
        .updateTable('organisations')
        .set({ name: input.company, updated_at: nowIso() })
        .where('id', '=', user.organisation_id)
        .execute();
      const changed = Object.entries({
        name: [user.name, input.name],
        email: [user.email, input.email],
        phone: [user.phone, input.phone],
        monthlyLimitOverride: [user.monthly_limit_override, input.monthlyLimitOverride],
      })
        .filter(([, [a, b]]) => a !== b)
        .map(([k]) => k);
      await recordAdminAction(trx, actor, {
        action: 'user.updated',
        targetType: 'user',
        targetId: userId,
        summary: `Edited ${input.email}${changed.length ? ` (${changed.join(', ')})` : ''}`,
        details: { changed, monthlyLimitOverride: input.monthlyLimitOverride, company: input.company },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/** Suspending ends every session of the user at once; sign-in refuses them until activated again. */
export async function setUserStatus(
  ctx: AppContext,
  actor: AdminActor,
  userId: string,
  status: 'active' | 'suspended',
): Promise<void> {
  notSelf(actor, userId);
  await ctx.db.transaction().execute(async (trx) => {
    const user = await targetUser(trx, userId);
    await trx.updateTable('users').set({ status, updated_at: nowIso() }).where('id', '=', userId).execute();
    if (status === 'suspended') await revokeUserSessions(trx, userId);
    await recordAdminAction(trx, actor, {
      action: status === 'suspended' ? 'user.suspended' : 'user.activated',
      targetType: 'user',
      targetId: userId,
      summary: `${status === 'suspended' ? 'Suspended' : 'Activated'} ${user.email}`,
    });
  });
}

export async function setUserPlan(
  ctx: AppContext,
  actor: AdminActor,
  userId: string,
  plan: PlanId,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const user = await targetUser(trx, userId);
    await trx.updateTable('users').set({ plan, updated_at: nowIso() }).where('id', '=', userId).execute();
    await recordAdminAction(trx, actor, {
      action: 'user.plan_changed',
      targetType: 'user',
      targetId: userId,
      summary: `Changed ${user.email}'s plan from ${PLANS[user.plan as PlanId]?.name ?? user.plan} to ${PLANS[plan].name}`,
      details: { from: user.plan, to: plan },
    });
  });
}

export async function setUserRole(
  ctx: AppContext,
  actor: AdminActor,
  userId: string,
  role: 'user' | 'admin',
): Promise<void> {
  notSelf(actor, userId);
  await ctx.db.transaction().execute(async (trx) => {
    const user = await targetUser(trx, userId);
    await trx.updateTable('users').set({ role, updated_at: nowIso() }).where('id', '=', userId).execute();
    await recordAdminAction(trx, actor, {
      action: 'user.role_changed',
      targetType: 'user',
      targetId: userId,
      summary:
        role === 'admin'
          ? `Made ${user.email} an administrator`
          : `Removed ${user.email}'s administrator role`,
      details: { from: user.role, to: role },
    });
  });
}

/** Counting starts again now: documents uploaded before this moment no longer count this month. */
export async function resetUserUsage(ctx: AppContext, actor: AdminActor, userId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const user = await targetUser(trx, userId);
    await trx
      .updateTable('users')
      .set({ usage_reset_at: nowIso(), updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
    await recordAdminAction(trx, actor, {
      action: 'user.usage_reset',
      targetType: 'user',
      targetId: userId,
      summary: `Reset ${user.email}'s monthly usage`,
    });
  });
}
