import { z } from "zod";
import { ROLE_CAPACITY, ROLE_NAMES, ROLE_TYPES, type RoleRefusal, type RoleType, roleKey } from "../events/roles";
import { errorMessage, type Message } from "../messages";
import { asToast, resolve } from "../refusals/entry";
import { ROLE_REFUSALS, type RoleLimitRule } from "../refusals/roles";
import { textField } from "../text";

/**
 * A club's own meeting roles (docs/decisions/222). Each role has a key the club keeps (the five roles of the
 * specification keep theirs: pitcher, evaluator, moderator, timer, ah_counter), a name, how many members hold it at
 * one meeting, whether it is a speaking role (speech details, timed) and whether its speeches are evaluated. A role
 * may also carry one of the meeting's duties, which open a tool of the console to its holder.
 */
export const ROLE_DUTIES = ["moderator", "evaluator", "timer", "ah_counter", "sergeant_at_arms"] as const;
export type RoleDuty = (typeof ROLE_DUTIES)[number];

export type ClubRole = {
  key: string;
  name: string;
  perMeeting: number;
  speaking: boolean;
  evaluated: boolean;
  duty: RoleDuty | null;
};

const limit = (rule: RoleLimitRule, position?: number): RoleRefusal =>
  asToast(resolve("ROLE_LIMIT_REACHED", ROLE_REFUSALS.ROLE_LIMIT_REACHED, { rule, position }));
const conflict = (roles: { held: string; role: string; position?: number }): RoleRefusal =>
  asToast(resolve("ROLE_CONFLICT", ROLE_REFUSALS.ROLE_CONFLICT, roles));

export const ROLE_SET_LIMITS = { roles: 20, name: 40, perMeeting: 12 } as const;

const specRole = (type: RoleType): ClubRole => ({
  key: type,
  name: ROLE_NAMES[type],
  perMeeting: ROLE_CAPACITY[type],
  speaking: type === "pitcher",
  evaluated: type === "pitcher",
  duty: type === "pitcher" ? null : type,
});

/** The specification's five roles: the role set of every event without a club. */
export const SPEC_ROLE_SET: readonly ClubRole[] = ROLE_TYPES.map(specRole);

const plain = (key: string, name: string, perMeeting = 1): ClubRole => ({
  key,
  name,
  perMeeting,
  speaking: false,
  evaluated: false,
  duty: null,
});

/**
 * The classic set a new club starts with: the specification's five roles, in a Toastmasters-style meeting's order,
 * with a General Evaluator, a Table Topics Master, table-topics speakers (speaking, timed, not evaluated), a
 * Grammarian and a Sergeant at Arms.
 */
export const CLASSIC_ROLE_SET: readonly ClubRole[] = [
  specRole("moderator"),
  specRole("pitcher"),
  specRole("evaluator"),
  plain("general_evaluator", "General Evaluator"),
  plain("table_topics_master", "Table Topics Master"),
  { ...plain("table_topics_speaker", "Table Topics Speaker", 4), speaking: true },
  specRole("timer"),
  specRole("ah_counter"),
  plain("grammarian", "Grammarian"),
  { ...plain("sergeant_at_arms", "Sergeant at Arms"), duty: "sergeant_at_arms" },
];

export const ROLE_SET_MESSAGES = {
  empty: "A club needs at least one meeting role.",
  tooMany: `A club keeps at most ${ROLE_SET_LIMITS.roles} meeting roles.`,
  sameName: (name: string) => `Two roles are called ${name}: give each role its own name.`,
  sameDuty: (duty: string) => `Only one role can be the meeting's ${duty}.`,
  evaluatedNotSpeaking: (name: string) => `${name} is not a speaking role, so it has no speeches to evaluate.`,
  noEvaluator: (name: string) => `${name} is evaluated, so the club needs a role with the evaluator's duty.`,
  sameKey: "Each role may be listed only once.",
} as const;

const DUTY_NAMES: Record<RoleDuty, string> = {
  moderator: "moderator",
  evaluator: "evaluator",
  timer: "timer",
  ah_counter: "ah counter",
  sergeant_at_arms: "sergeant at arms",
};

/** A duty as the roles page shows it: the editor's choice ("Ah counter") and the badge ("Ah counter's duty"). */
export const DUTY_LABELS: Record<RoleDuty, { choice: string; badge: string }> = {
  moderator: { choice: "Moderator", badge: "Moderator's duty" },
  evaluator: { choice: "Evaluator", badge: "Evaluator's duty" },
  timer: { choice: "Timer", badge: "Timer's duty" },
  ah_counter: { choice: "Ah counter", badge: "Ah counter's duty" },
  sergeant_at_arms: { choice: "Check-in", badge: "Checks people in" },
};

/** "3 per meeting". */
export const perMeetingLabel = (perMeeting: number) => `${perMeeting} per meeting`;

/** The toasts of the club's meeting roles page. */
export const ROLE_SET_TOASTS = {
  saved: { title: "Roles Saved", description: "The club's meeting roles are saved." },
  loadFailed: errorMessage("Failed to load the club's meeting roles"),
  saveFailed: errorMessage("Failed to save the club's meeting roles"),
} as const satisfies Record<string, Message>;

/** What is wrong with a role set as a whole, or undefined when it may be kept. */
export function roleSetProblem(roles: readonly ClubRole[]): string | undefined {
  if (roles.length === 0) return ROLE_SET_MESSAGES.empty;
  if (roles.length > ROLE_SET_LIMITS.roles) return ROLE_SET_MESSAGES.tooMany;
  const names = new Set<string>();
  const duties = new Set<RoleDuty>();
  for (const role of roles) {
    const name = role.name.toLocaleLowerCase("en");
    if (names.has(name)) return ROLE_SET_MESSAGES.sameName(role.name);
    names.add(name);
    if (role.duty && duties.has(role.duty)) return ROLE_SET_MESSAGES.sameDuty(DUTY_NAMES[role.duty]);
    if (role.duty) duties.add(role.duty);
    if (role.evaluated && !role.speaking) return ROLE_SET_MESSAGES.evaluatedNotSpeaking(role.name);
  }
  const evaluated = roles.find((role) => role.evaluated);
  if (evaluated && !duties.has("evaluator")) return ROLE_SET_MESSAGES.noEvaluator(evaluated.name);
  return undefined;
}

/**
 * A new role's key from its name ("Table Topics Evaluator" → "table_topics_evaluator"), made unique among `taken`
 * ("…_2", "…_3"); a name without a letter or digit gets "role".
 */
export function roleKeyFor(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, 40) || "role";
  const keys = new Set(taken);
  if (!keys.has(base)) return base;
  for (let number = 2; ; number++) if (!keys.has(`${base}_${number}`)) return `${base}_${number}`;
}

export const clubRoleInput = z.strictObject({
  /** Absent for a role the officer adds: the server makes its key from the name. */
  key: roleKey.optional(),
  name: textField("Each role's name", ROLE_SET_LIMITS.name).min(1, "Each role needs a name."),
  perMeeting: z
    .number("How many per meeting must be a whole number.")
    .int("How many per meeting must be a whole number.")
    .min(1, "Each role is held by at least one member per meeting.")
    .max(ROLE_SET_LIMITS.perMeeting, `A role is held by at most ${ROLE_SET_LIMITS.perMeeting} members per meeting.`),
  speaking: z.boolean().default(false),
  evaluated: z.boolean().default(false),
  duty: z.enum(ROLE_DUTIES, "A role's duty must be one of the meeting's duties.").nullable().default(null),
});
export type ClubRoleInput = z.infer<typeof clubRoleInput>;

/** A club's whole role set as saved, in the order its meetings list them. */
export const roleSetInput = z
  .strictObject({
    roles: z.array(clubRoleInput).max(ROLE_SET_LIMITS.roles + 1, ROLE_SET_MESSAGES.tooMany),
  })
  .superRefine((set, context) => {
    const keys = set.roles.flatMap((role) => (role.key ? [role.key] : []));
    const problem =
      new Set(keys).size < keys.length
        ? ROLE_SET_MESSAGES.sameKey
        : roleSetProblem(set.roles.map((role) => ({ ...role, key: role.key ?? "" })));
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["roles"] });
  });

/** Gives the roles an officer added their keys, leaving the kept ones as they were. */
export function withKeys(roles: readonly ClubRoleInput[]): ClubRole[] {
  const taken = roles.flatMap((role) => (role.key ? [role.key] : []));
  return roles.map((role) => {
    if (role.key) return { ...role, key: role.key };
    const key = roleKeyFor(role.name, taken);
    taken.push(key);
    return { ...role, key };
  });
}

/**
 * Why a member may not take the role `key` at a club's meeting, or undefined when they may: the specification's
 * rule over the club's roles. A member holds one role, or one speaking role plus one other; a speaking role and the
 * moderator's duty never together; each role has its number per meeting. `held`: the keys of the roles the member
 * holds at that meeting; `holders`: how many members hold `key` there now.
 */
export function clubRoleClaimRefusal(
  roles: readonly ClubRole[],
  held: readonly string[],
  key: string,
  holders: number,
  position?: number,
): RoleRefusal | undefined {
  const role = roles.find((candidate) => candidate.key === key);
  if (!role) return undefined;
  const heldRoles = roles.filter((candidate) => held.includes(candidate.key));
  const speaking = heldRoles.filter((candidate) => candidate.speaking);
  const others = heldRoles.filter((candidate) => !candidate.speaking);
  if (held.length >= 2) return limit("clubTwoHeld", position);
  if (role.speaking && speaking.length > 0) return limit("clubSecondSpeaking", position);
  if (!role.speaking && others.length > 0) return limit("clubOneRole", position);
  const moderator = heldRoles.find((candidate) => candidate.duty === "moderator");
  if (role.duty === "moderator" && speaking[0]) return conflict({ held: speaking[0].name, role: role.name, position });
  if (role.speaking && moderator) return conflict({ held: moderator.name, role: role.name, position });
  if (holders >= role.perMeeting) {
    return asToast(
      resolve("ROLE_FULL", ROLE_REFUSALS.ROLE_FULL, { role: role.name, capacity: role.perMeeting, position }),
    );
  }
  return undefined;
}

/** A role held at an upcoming meeting: its key, and the meeting's title and day. */
export type HeldRole = { roleType: string; title: string; day: string };

/**
 * The first role of the saved set `before` that the new set `after` would take from members holding it at upcoming
 * meetings (removed, or fewer places than its holders there), with those meetings; undefined when none.
 */
export function roleStillHeld(
  before: readonly ClubRole[],
  after: readonly ClubRole[],
  held: readonly HeldRole[],
): { role: string; meetings: string } | undefined {
  for (const role of before) {
    const kept = after.find((candidate) => candidate.key === role.key);
    const holders = new Map<string, { meeting: string; count: number }>();
    for (const row of held.filter((row) => row.roleType === role.key)) {
      const meeting = `${row.title} (${row.day})`;
      const entry = holders.get(meeting) ?? { meeting, count: 0 };
      holders.set(meeting, { meeting, count: entry.count + 1 });
    }
    const taken = [...holders.values()].filter((entry) => !kept || entry.count > kept.perMeeting);
    if (taken.length > 0) return { role: role.name, meetings: taken.map((entry) => entry.meeting).join(", ") };
  }
  return undefined;
}
