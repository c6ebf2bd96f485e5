import { Copy, Plus, Star } from "lucide-react";
import { useState } from "react";
import { slotLabel, TEMPLATE_TOASTS, totalLabel } from "@/domain/clubs/agenda-templates";
import { type ClubRole, SPEC_ROLE_SET } from "@/domain/clubs/role-set";
import { AGENDA_TYPE_LABELS } from "@/domain/events/inputs";
import type { Message } from "@/domain/messages";
import { plural } from "@/domain/plurals";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { PageHeader } from "@/web/components/ui/page-header";
import { QueryPage } from "@/web/components/ui/query-page";
import { refusalOf } from "@/web/lib/api";
import { notify, notifyFailure } from "@/web/lib/toast";
import { useClubRoles } from "../club-roles/api";
import { useClubOfPage } from "../clubs/api";
import { type AgendaTemplate, type TemplateDraft, useClubTemplates, useTemplateChange } from "./api";
import { TemplateEditor } from "./template-editor";

function failed(error: unknown, failure: Message) {
  const message = refusalOf(error);
  if (message) notify({ title: failure.title, description: message }, "destructive");
  else notifyFailure(failure, error);
}

/** /dashboard/clubs/:clubId/templates — the club's agenda templates; its officers and admins edit them. */
export function Component() {
  const { clubId, clubName, back } = useClubOfPage();
  return (
    <QueryPage
      back={back}
      title="Agenda templates"
      query={useClubTemplates(clubId)}
      shapes={["h-32", "h-32"]}
      loadFailed={TEMPLATE_TOASTS.loadFailed}
      failure="The agenda templates could not be loaded. Please try again later."
    >
      {(data) => <Templates clubId={clubId} clubName={clubName} {...data} />}
    </QueryPage>
  );
}

function Templates({
  clubId,
  clubName,
  templates,
  canManage,
}: {
  clubId: string;
  clubName: string | undefined;
  templates: AgendaTemplate[];
  canManage: boolean;
}) {
  const change = useTemplateChange(clubId);
  // the slots a template's items may carry: the club's roles (docs/decisions/223)
  const roles = useClubRoles(clubId).data?.roles ?? SPEC_ROLE_SET;
  const [editing, setEditing] = useState<string | "new">();
  const [editorError, setEditorError] = useState<string>();
  const [deleting, setDeleting] = useState<AgendaTemplate>();

  const edit = (target: string | "new" | undefined) => {
    setEditorError(undefined);
    setEditing(target);
  };
  const save = (draft: TemplateDraft, template?: AgendaTemplate) =>
    change.mutate(template ? { replace: template.id, with: draft } : { create: draft }, {
      onSuccess: (saved) => {
        notify(template ? TEMPLATE_TOASTS.saved(saved.name) : TEMPLATE_TOASTS.created(saved.name));
        edit(undefined);
      },
      onError: (error) => {
        setEditorError(refusalOf(error));
        failed(error, TEMPLATE_TOASTS.saveFailed);
      },
    });
  const makeDefault = (template: AgendaTemplate) =>
    change.mutate(
      { makeDefault: template.id },
      {
        onSuccess: () => notify(TEMPLATE_TOASTS.madeDefault(template.name)),
        onError: (error) => failed(error, TEMPLATE_TOASTS.saveFailed),
      },
    );
  const duplicate = (template: AgendaTemplate) =>
    change.mutate(
      { duplicate: template.id },
      {
        onSuccess: (copy) => {
          notify(TEMPLATE_TOASTS.duplicated(copy.name));
          edit(copy.id); // the copy opens in the editor: a copy is made to be changed
        },
        onError: (error) => failed(error, TEMPLATE_TOASTS.duplicateFailed),
      },
    );
  const remove = (template: AgendaTemplate) =>
    change.mutate(
      { delete: template.id },
      {
        onSuccess: () => notify(TEMPLATE_TOASTS.deleted(template.name)),
        onError: (error) => failed(error, TEMPLATE_TOASTS.deleteFailed),
      },
    );

  return (
    <>
      <PageHeader
        title="Agenda templates"
        description={`${clubName ? `${clubName}: n` : "N"}ew meetings start from the default template. Each meeting keeps its own copy, so later changes here leave planned meetings as they are.`}
        actions={
          canManage &&
          editing !== "new" && (
            <Button onClick={() => edit("new")}>
              <Plus aria-hidden="true" className="size-4" />
              New template
            </Button>
          )
        }
      />
      <div className="space-y-6">
        {editing === "new" && (
          <TemplateEditor
            roles={roles}
            busy={change.isPending}
            error={editorError}
            onSave={(draft) => save(draft)}
            onCancel={() => edit(undefined)}
          />
        )}
        {templates.length === 0 && editing !== "new" && (
          <p className="rounded-2xl border border-slate-300 border-dashed px-6 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            This club has no agenda templates yet.
          </p>
        )}
        {templates.map((template) =>
          editing === template.id ? (
            <TemplateEditor
              key={template.id}
              template={template}
              roles={roles}
              busy={change.isPending}
              error={editorError}
              onSave={(draft) => save(draft, template)}
              onCancel={() => edit(undefined)}
            />
          ) : (
            <TemplateCard key={template.id} template={template} roles={roles}>
              {canManage && (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => edit(template.id)}>
                    Edit {template.name}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={change.isPending}
                    onClick={() => duplicate(template)}
                    aria-label={`Duplicate ${template.name}`}
                  >
                    <Copy aria-hidden="true" className="size-4" />
                    Duplicate
                  </Button>
                  {!template.isDefault && (
                    <Button size="sm" variant="secondary" busy={change.isPending} onClick={() => makeDefault(template)}>
                      Make default
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" busy={change.isPending} onClick={() => setDeleting(template)}>
                    Delete
                  </Button>
                </div>
              )}
            </TemplateCard>
          ),
        )}
      </div>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete this template?"
        description={
          deleting &&
          `"${deleting.name}" will be deleted. Meetings already planned keep their agendas.${
            deleting.isDefault ? " The club will have no default template until you make another one the default." : ""
          }`
        }
        confirmLabel="Delete"
        busy={change.isPending}
        onConfirm={() => deleting && remove(deleting)}
      />
    </>
  );
}

function TemplateCard({
  template,
  roles,
  children,
}: {
  template: AgendaTemplate;
  roles: readonly ClubRole[];
  children: React.ReactNode;
}) {
  const headingId = `template-${template.id}`;
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <CardBody className="space-y-3 pt-5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={headingId} className="font-semibold text-lg">
              {template.name}
            </h2>
            {template.isDefault && (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2 py-0.5 font-medium text-accent-800 text-xs dark:bg-accent-900/50 dark:text-accent-200">
                <Star aria-hidden="true" className="size-3" /> Default
              </span>
            )}
            <span className="text-slate-600 text-sm dark:text-slate-400">
              {plural(template.items.length, { one: "# item", other: "# items" })} · {totalLabel(template.totalMinutes)}
            </span>
          </div>
          <ol className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {template.items.map((item, index) => (
              <li key={`${index}-${item.title}`} className="grid gap-x-3 py-1.5 sm:flex">
                <span className="min-w-0 flex-1 break-words font-medium">{item.title}</span>
                <span className="text-slate-600 sm:shrink-0 dark:text-slate-400">
                  {AGENDA_TYPE_LABELS[item.agendaType]} · {item.durationMinutes} min
                  {item.roleType && ` · ${slotLabel(item.roleType, roles)}`}
                </span>
              </li>
            ))}
          </ol>
          {children}
        </CardBody>
      </section>
    </Card>
  );
}
