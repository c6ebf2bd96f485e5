import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { paths } from "@/domain/paths";
import { ButtonLink } from "@/web/components/ui/button";
import { PageHeader } from "@/web/components/ui/page-header";
import { notifyError } from "@/web/lib/toast";
import { whenStorageRefused } from "./browser-storage";
import { useOfflineSupport } from "./offline";

/** Said once in a visit when the browser refuses to store a tool's data (storage full or disabled). */
const UNSAVED = "This browser could not save the tool's data. Export your reports to keep them.";

/**
 * Back to Meeting Resources, the tool's title, offline support for the tools, and the toast when the browser
 * refuses to store their data.
 */
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
  useEffect(() => whenStorageRefused(() => notifyError(UNSAVED)), []);
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
