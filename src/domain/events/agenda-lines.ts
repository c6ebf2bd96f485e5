import type { ClubRole } from "../clubs/role-set";
import { roleNameIn } from "./event-roles";
import { speechRangeText } from "./speeches";

/**
 * A named agenda (docs/decisions/230): every agenda line with a role slot names who holds the slot. The one rule that
 * matches a meeting's role holders to its lines, for the event page, the printable agenda, the agenda e-mail, the
 * downloaded document and the console alike.
 */

/** A holder of a meeting role as an agenda line names them; a speaker with their speech and evaluator when known. */
export type LineHolder = {
  userId: string;
  name: string;
  roleType: string;
  speech: { title: string; minMinutes: number; maxMinutes: number } | null;
  /** The evaluator's name, for a speaker of an evaluated role who has one. */
  evaluator: string | null;
};

/** An agenda line's slot: the role's name as the club calls it and its holders there (none: the slot is open). */
export type LineSlot = { roleType: string; roleName: string; holders: LineHolder[] };

/**
 * Gives each item with a role slot its holders. The holders of a role, in the order they took it, go to the role's
 * lines in agenda order: one line of a role names all its holders ("Table Topics → Table Topics Speaker"); several
 * lines of a role take one holder each ("Prepared pitch 1", "Prepared pitch 2"), and holders beyond the lines are
 * named on the role's last line, so no holder is left off. A line without a holder is open.
 */
export function nameAgendaLines<Item extends { id: string; roleType: string | null }>(
  items: readonly Item[],
  holders: readonly LineHolder[],
  roles: readonly ClubRole[],
): (Item & { slot: LineSlot | null })[] {
  const linesOf = new Map<string, string[]>();
  for (const item of items) {
    if (item.roleType) linesOf.set(item.roleType, [...(linesOf.get(item.roleType) ?? []), item.id]);
  }
  const named = new Map<string, LineHolder[]>();
  for (const [roleType, lines] of linesOf) {
    const held = holders.filter((holder) => holder.roleType === roleType);
    lines.forEach((line, index) => {
      const last = index === lines.length - 1;
      named.set(line, last ? held.slice(index) : held.slice(index, index + 1));
    });
  }
  return items.map((item) => ({
    ...item,
    slot: item.roleType
      ? { roleType: item.roleType, roleName: roleNameIn(roles, item.roleType), holders: named.get(item.id) ?? [] }
      : null,
  }));
}

/** "Ann Lee — “A Bakery That Listens”, 5–7 min, evaluator Bo Chan": one holder as every agenda names them. */
export function holderText(holder: LineHolder): string {
  const details = [
    holder.speech && `“${holder.speech.title}”`,
    holder.speech && speechRangeText(holder.speech),
    holder.evaluator && `evaluator ${holder.evaluator}`,
  ].filter(Boolean);
  return details.length > 0 ? `${holder.name} — ${details.join(", ")}` : holder.name;
}

/** "Pitcher: Ann Lee — …; Bo Chan" or "Grammarian: Open": who holds the line's slot, in words. */
export function slotText(slot: LineSlot): string {
  return `${slot.roleName}: ${slot.holders.length > 0 ? slot.holders.map(holderText).join("; ") : OPEN_SLOT}`;
}

/** What an agenda line whose slot no one holds says. */
export const OPEN_SLOT = "Open";

/** The roles with places still free at a meeting, in the roles' order: "Grammarian (1 open)", "Pitcher (2 of 3 open)". */
export function openRoles(roles: readonly ClubRole[], held: readonly { roleType: string }[]) {
  return roles.flatMap((role) => {
    const open = role.perMeeting - held.filter((holder) => holder.roleType === role.key).length;
    if (open <= 0) return [];
    const count =
      open === role.perMeeting && role.perMeeting > 1 ? `${open} open` : `${open} of ${role.perMeeting} open`;
    return [
      { roleType: role.key, name: role.name, open, text: `${role.name} (${role.perMeeting === 1 ? "open" : count})` },
    ];
  });
}
