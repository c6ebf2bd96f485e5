import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps, MemberEnv, SessionUser } from "./context";
import { type AppError, notSignedIn } from "./errors";
import { sessionCache, sessionKeyOf } from "./session-cache";

/** The member the request's session cookie belongs to (none for a visitor); recent answers come from the SessionCache. */
export async function signedInMember(
  deps: Pick<Deps, "auth" | "db" | "changeFeed">,
  headers: Headers,
): Promise<SessionUser | undefined> {
  const key = sessionKeyOf(headers);
  if (!key) return undefined;
  const cache = sessionCache(deps);
  const cached = cache.get(key);
  if (cached) return cached;
  const generation = cache.generation;
  const session = await deps.auth.api.getSession({ headers });
  const user = (session?.user as SessionUser | undefined) ?? undefined;
  if (session && user) cache.set(key, user, session.session.expiresAt, generation);
  return user;
}

/** Reads the session cookie (if any) and puts the member on the context. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("user", await signedInMember(c.var.deps, c.req.raw.headers));
  await next();
};

/** The signed-in member, or a 401 for a visitor. */
export function requireUser(user: SessionUser | undefined): SessionUser {
  if (!user) throw notSignedIn();
  return user;
}

/** Only a signed-in member gets past (else `refusal`, by default a 401); `c.var.member` is that member. */
export function signedIn(refusal: () => AppError = notSignedIn): MiddlewareHandler<AppEnv & MemberEnv> {
  return async (c, next) => {
    if (!c.var.user) throw refusal();
    c.set("member", c.var.user);
    await next();
  };
}
