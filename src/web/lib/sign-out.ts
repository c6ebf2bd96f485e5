import { useNavigate } from "react-router";
import type { paths } from "@/domain/paths";
import { ApiError } from "./api";
import { auth } from "./auth";
import { forgetPendingAction } from "./pending-action";
import { clearSession } from "./session";

const ALREADY_SIGNED_OUT = [401, 403, 404];

/**
 * Global sign-out; the local session is cleared and the page changes even when the server call fails. Answers
 * whether the server signed the member out (or had already), for the component's toast.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return async (redirectTo: typeof paths.home | typeof paths.signIn): Promise<boolean> => {
    try {
      await auth.signOutEverywhere();
      return true;
    } catch (error) {
      if (error instanceof ApiError && ALREADY_SIGNED_OUT.includes(error.status)) return true;
      console.error("Sign-out failed", error);
      return false;
    } finally {
      // the member is forgotten, and with them every query cached for them (query-client.ts)
      clearSession();
      forgetPendingAction();
      navigate(redirectTo, { replace: true });
    }
  };
}
