import { Pencil } from "lucide-react";
import { type ReactNode, useState } from "react";
import { DUTY_LABELS, perMeetingLabel, ROLE_SET_TOASTS } from "@/domain/clubs/role-set";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody } from "@/web/components/ui/card";
import { PageHeader } from "@/web/components/ui/page-header";
import { QueryPage } from "@/web/components/ui/query-page";
import { refusalOf } from "@/web/lib/api";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { useClubOfPage } from "../clubs/api";
import { type ClubRoleShown, type RoleSetDraft, useClubRoles, useSaveClubRoles } from "./api";
import { RoleEditor } from "./role-editor";

const TITLE = "Meeting roles";

/** /dashboard/clubs/:clubId/roles — the club's meeting roles; its officers and admins edit them (decision 222). */
export function Component() {
  const { clubId, clubName, back } = useClubOfPage();
  return (
    <QueryPage
      back={back}
      title={TITLE}
      query={useClubRoles(clubId)}
      shapes={["h-64"]}
      loadFailed={ROLE_SET_TOASTS.loadFailed}
      failure="The meeting roles could not be loaded. Please try again later."
    >
      {(data) => <Roles clubId={clubId} clubName={clubName} {...data} />}
    </QueryPage>
  );
}

function Roles({
  clubId,
  clubName,
  roles,
  canManage,
}: {
  clubId: string;
  clubName: string | undefined;
  roles: ClubRoleShown[];
  canManage: boolean;
}) {
  const save = useSaveClubRoles(clubId);
  const [editing, setEditing] = useState(false);
  const [editorError, setEditorError] = useState<string>();

  const edit = (open: boolean) => {
    setEditorError(undefined);
    setEditing(open);
  };
  const send = (draft: RoleSetDraft) =>
    save.mutate(draft, {
      onSuccess: () => {
        notify(ROLE_SET_TOASTS.saved);
        edit(false);
      },
      onError: (error) => {
        setEditorError(refusalOf(error));
        notifyRefusal(error, ROLE_SET_TOASTS.saveFailed);
      },
    });

  return (
    <>
      <PageHeader
        title={TITLE}
        description={`${clubName ? `${clubName}: t` : "T"}he club's meeting roles, in their order, and how many members take each one.`}
        actions={
          canManage &&
          !editing && (
            <Button onClick={() => edit(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit roles
            </Button>
          )
        }
      />
      {editing ? (
        <RoleEditor
          roles={roles}
          busy={save.isPending}
          error={editorError}
          onSave={send}
          onCancel={() => edit(false)}
        />
      ) : (
        <RoleList roles={roles} />
      )}
    </>
  );
}

function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full bg-accent-50 px-2 py-0.5 font-medium text-accent-800 text-xs dark:bg-accent-900/50 dark:text-accent-200">
      {children}
    </span>
  );
}

function RoleList({ roles }: { roles: readonly ClubRoleShown[] }) {
  return (
    <Card>
      <CardBody className="pt-5">
        <ol aria-label="The club's meeting roles" className="divide-y divide-slate-200 dark:divide-slate-800">
          {roles.map((role) => (
            <li key={role.key} className="grid gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere]">{role.name}</p>
                <p className="text-slate-600 text-sm dark:text-slate-400">{perMeetingLabel(role.perMeeting)}</p>
              </div>
              <div className="flex flex-wrap gap-1.5 sm:justify-end">
                {role.speaking && <Badge>Speaking</Badge>}
                {role.evaluated && <Badge>Evaluated</Badge>}
                {role.duty && <Badge>{DUTY_LABELS[role.duty].badge}</Badge>}
              </div>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}
