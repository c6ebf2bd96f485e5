import { eq } from "drizzle-orm";
import type { ProfileInput } from "../../../domain/accounts";
import { isAdmin } from "../../authority";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { nameColumns } from "../../reads/members";

export async function memberProfile(db: Database, userId: string) {
  const [member] = await db
    .select({
      id: users.id,
      ...nameColumns,
      profilePictureUrl: users.profilePictureUrl,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) return undefined;
  return { ...member, isAdmin: await isAdmin(db, userId) };
}

export async function updateProfile(db: Database, userId: string, input: ProfileInput) {
  await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName || null,
      profilePictureUrl: input.profilePictureUrl || null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return memberProfile(db, userId);
}
