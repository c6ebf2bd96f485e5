import { useState } from "react";
import { OFFICER_TOASTS } from "@/domain/clubs/officers";
import { FormDialog } from "@/web/components/ui/form-dialog";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { useOfficerChange } from "./api";
import { chosenTitle, OfficerTitleField, titleChoiceOf } from "./officer-title-field";

export type TitledOfficer = { memberId: string; name: string; title: string };

/**
 * Gives an officer another title (their own too): the Title select starts on the title they hold. Loaded the first
 * time it opens, so the club page stays within its budget (docs/performance.md).
 */
export default function ChangeTitleDialog({
  clubId,
  officer,
  onClose,
}: {
  clubId: string;
  officer: TitledOfficer;
  onClose: () => void;
}) {
  const change = useOfficerChange(clubId);
  const [value, setValue] = useState(() => titleChoiceOf(officer.title));
  const title = chosenTitle(value);
  const save = () =>
    change.mutate(
      { retitle: { memberId: officer.memberId, title } },
      {
        onSuccess: (changed) => {
          notify(OFFICER_TOASTS.titleChanged(changed.name || officer.name, changed.title));
          onClose();
        },
        onError: (error) => notifyRefusal(error, OFFICER_TOASTS.titleChangeFailed),
      },
    );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Change title of ${officer.name}`}
      description={`${officer.name} is ${officer.title} of this club now.`}
      submitLabel="Save title"
      busyLabel="Saving..."
      busy={change.isPending}
      canSubmit={title.length > 0 && title !== officer.title}
      onSubmit={save}
    >
      <OfficerTitleField value={value} onChange={setValue} />
    </FormDialog>
  );
}
