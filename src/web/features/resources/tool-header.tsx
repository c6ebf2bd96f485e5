import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { paths } from "@/domain/paths";
import { ButtonLink } from "@/web/components/ui/button";
import { PageHeader } from "@/web/components/ui/page-header";
import { useOfflineSupport } from "./offline";

/** Back to Meeting Resources, the tool's title, and offline support for the tools. */
export function ToolHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  useOfflineSupport();
  return (
    <>
      <ButtonLink to={paths.resources} variant="ghost" size="sm" className="-ml-3 mb-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Resources
      </ButtonLink>
      <PageHeader title={title} description={description} actions={actions} />
    </>
  );
}
