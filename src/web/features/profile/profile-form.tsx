import type { FormEvent } from "react";
import { profileInput } from "@/domain/accounts";
import { MESSAGES } from "@/domain/messages";
import { Avatar } from "@/web/components/ui/avatar";
import { Button } from "@/web/components/ui/button";
import { InputField } from "@/web/components/ui/field";
import { useFormFields } from "@/web/lib/form-errors";
import { refreshSession } from "@/web/lib/session";
import { notify, notifyError } from "@/web/lib/toast";
import { type Profile, useSaveProfile } from "./api";

export function ProfileForm({ profile }: { profile: Profile }) {
  const { values, check, field } = useFormFields({
    firstName: profile.firstName,
    lastName: profile.lastName ?? "",
    profilePictureUrl: profile.profilePictureUrl ?? "",
  });
  const save = useSaveProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(profileInput);
    if (!input) return;
    save.mutate(input, {
      onSuccess: async () => {
        await refreshSession();
        notify(MESSAGES.profileSaved);
      },
      onError: (error) => notifyError(error.message || "Could not save your profile."),
    });
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
        <InputField label="First Name" autoComplete="given-name" {...field("firstName")} maxLength={50} required />
        <InputField label="Last Name" autoComplete="family-name" {...field("lastName")} maxLength={50} />
      </div>
      <InputField
        label="Picture address"
        type="url"
        placeholder="https://…"
        {...field("profilePictureUrl")}
        hint="A link to a square image. Leave empty to show your initials."
      />
      <Button type="submit" busy={save.isPending}>
        {save.isPending ? "Saving..." : "Save changes"}
      </Button>
    </form>
  );
}
