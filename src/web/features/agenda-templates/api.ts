import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { answer, client } from "@/web/lib/api";
import { useRefreshOn } from "@/web/lib/live";

const templates = client.clubs[":clubId"].templates;
const template = templates[":templateId"];

export type ClubTemplates = InferResponseType<typeof templates.$get, 200>;
export type AgendaTemplate = ClubTemplates["templates"][number];
export type TemplateDraft = InferRequestType<typeof templates.$post>["json"];

/** Every cache key of the agenda templates area. */
export const templateKeys = {
  all: ["agenda-templates"] as const,
  club: (clubId: string) => ["agenda-templates", clubId] as const,
};

/** The club's agenda templates (for its members, officers and admins), followed live. */
export function useClubTemplates(clubId: string | undefined) {
  const query = useQuery({
    queryKey: templateKeys.club(clubId ?? ""),
    queryFn: () => answer(templates.$get({ param: { clubId: clubId ?? "" } })),
    enabled: Boolean(clubId),
    retry: (failures, error) => ((error as { status?: number }).status ?? 500) >= 500 && failures < 2,
  });
  useRefreshOn(clubId && `agenda_templates:club:${clubId}`, templateKeys.club(clubId ?? ""));
  return query;
}

type TemplateChange =
  | { create: TemplateDraft }
  | { replace: string; with: TemplateDraft }
  | { makeDefault: string }
  | { duplicate: string }
  | { delete: string };

/** Create, save, duplicate, make default or delete one of the club's templates; the club's list follows. */
export function useTemplateChange(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** Answers the template's name (for the toast) and its id. */
    mutationFn: (change: TemplateChange): Promise<{ id: string; name: string }> => {
      if ("create" in change) return answer(templates.$post({ param: { clubId }, json: change.create }));
      if ("replace" in change) {
        return answer(template.$put({ param: { clubId, templateId: change.replace }, json: change.with }));
      }
      if ("duplicate" in change) {
        return answer(template.duplicate.$post({ param: { clubId, templateId: change.duplicate } }));
      }
      if ("makeDefault" in change) {
        return answer(template.default.$post({ param: { clubId, templateId: change.makeDefault } }));
      }
      return answer(template.$delete({ param: { clubId, templateId: change.delete } })).then(({ name }) => ({
        id: change.delete,
        name,
      }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.club(clubId) }),
  });
}
