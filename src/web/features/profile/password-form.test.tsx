// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PasswordForm } from "./password-form";

const mutate = vi.fn((_input: unknown, options: { onSuccess: () => void }) => options.onSuccess());
vi.mock("@/web/features/auth/api", () => ({
  AUTH_FAILURES: { changePassword: "Could not change your password." },
  authFailureText: (_error: unknown, fallback: string) => fallback,
  useChangePassword: () => ({ mutate, isPending: false }),
}));
vi.mock("@/web/lib/toast", () => ({ notify: vi.fn(), notifyError: vi.fn() }));

afterEach(cleanup);

describe("the password form", () => {
  it("sends both passwords, then empties the fields; shows each field's error before sending", async () => {
    const user = userEvent.setup();
    render(<PasswordForm />);
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(mutate).not.toHaveBeenCalled();
    const current = screen.getByLabelText<HTMLInputElement>(/Current password/);
    const next = screen.getByLabelText<HTMLInputElement>(/New password/);
    expect(current.getAttribute("aria-invalid")).toBe("true");
    await user.type(current, "old-secret-1");
    await user.type(next, "new-secret-12");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(mutate.mock.calls[0]?.[0]).toEqual({ currentPassword: "old-secret-1", newPassword: "new-secret-12" });
    expect([current.value, next.value]).toEqual(["", ""]);
  });
});
