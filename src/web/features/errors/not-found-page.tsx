import { Compass } from "lucide-react";
import { useLocation } from "react-router";
import { paths } from "@/domain/paths";
import { ButtonLink } from "@/web/components/ui/button";
import { LogoMark } from "@/web/components/ui/logo";
import { appName } from "@/web/lib/app-info";

export function NotFound({ title, message }: { title: string; message: string }) {
  const inDashboard = useLocation().pathname.startsWith(paths.dashboard);
  // Inside the dashboard the shell already provides the page's <main>.
  const Landmark = inDashboard ? "div" : "main";
  return (
    <Landmark className={inDashboard ? "py-16" : "flex min-h-dvh items-center justify-center px-6"}>
      <div className="mx-auto max-w-md text-center">
        {inDashboard ? (
          <Compass aria-hidden="true" className="mx-auto size-12 text-accent-600" />
        ) : (
          <LogoMark className="mx-auto size-12" />
        )}
        <p className="mt-6 font-semibold text-accent-700 text-sm dark:text-accent-300">404</p>
        <h1 className="mt-2 font-bold text-3xl tracking-tight">{title}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
        <div className="mt-8 flex justify-center gap-3">
          <ButtonLink to={paths.dashboard}>Go to the dashboard</ButtonLink>
          {!inDashboard && (
            <ButtonLink to={paths.home} variant="secondary">
              {appName} home
            </ButtonLink>
          )}
        </div>
      </div>
    </Landmark>
  );
}

export function Component() {
  return (
    <NotFound
      title="Page not found"
      message="We couldn't find the page you were looking for. It may have moved, or the address may be mistyped."
    />
  );
}
