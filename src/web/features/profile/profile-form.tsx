import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type ProfileInput, profileInput } from "@/domain/accounts";
import { MESSAGES } from "@/domain/messages";
import { Avatar } from "@/web/components/ui/avatar";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/field";
import { fieldErrors } from "@/web/features/auth/form-errors";
import { api } from "@/web/lib/api";
import { refreshSession } from "@/web/lib/session";
import { notify } from "@/web/lib/toast";
import { useAction } from "@/web/lib/use-action";

export type Profile = {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  profilePictureUrl: string | null;
  isAdmin: boolean;
};

export function ProfileForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName ?? "",
    profilePictureUrl: profile.profilePictureUrl ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useAction(async (input: ProfileInput) => {
    const saved = await api<Profile>("/profile", { method: "PATCH", body: input });
    queryClient.setQueryData(["profile"], saved);
    await refreshSession();
    notify(MESSAGES.profileSaved);
  }, "Could not save your profile.");
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileInput.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    void save(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="flex items-center gap-4">
        <Avatar
          className="size-16 text-xl"
          person={{
            firstName: values.firstName,
            lastName: values.lastName,
            email: profile.email,
            picture: values.profilePictureUrl,
          }}
        />
        <div className="text-sm">
          <p className="font-medium">Email</p>
          <p className="text-slate-600 dark:text-slate-400">{profile.email}</p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First Name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set("firstName")}
          error={errors.firstName}
          maxLength={50}
          required
        />
        <Field
          label="Last Name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set("lastName")}
          error={errors.lastName}
          maxLength={50}
        />
      </div>
      <Field
        label="Picture address"
        type="url"
        placeholder="https://…"
        value={values.profilePictureUrl}
        onChange={set("profilePictureUrl")}
        error={errors.profilePictureUrl}
        hint="A link to a square image. Leave empty to show your initials."
      />
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : "Save changes"}
      </Button>
    </form>
  );
}
