import { useNavigate } from "react-router";
import { MESSAGES } from "@/domain/messages";
import type { paths } from "@/domain/paths";
import { ApiError } from "./api";
import { auth } from "./auth";
import { forgetPendingAction } from "./pending-action";
import { clearSession } from "./session";
import { notify } from "./toast";

const ALREADY_SIGNED_OUT = [401, 403, 404];

/** Global sign-out; the local session is cleared and the page changes even when the server call fails. */
export function useSignOut() {
  const navigate = useNavigate();
  return async (redirectTo: typeof paths.home | typeof paths.signIn) => {
    try {
      await auth.signOutEverywhere();
      notify(MESSAGES.signedOut);
    } catch (error) {
      if (error instanceof ApiError && ALREADY_SIGNED_OUT.includes(error.status)) notify(MESSAGES.signedOut);
      else {
        console.error("Sign-out failed", error);
        notify(MESSAGES.signOutFailed, "destructive");
      }
    } finally {
      // the member is forgotten, and with them every query cached for them (query-client.ts)
      clearSession();
      forgetPendingAction();
      navigate(redirectTo, { replace: true });
    }
  };
}
