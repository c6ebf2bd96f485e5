import type { ReactNode } from "react";

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{description}</p>}
      </div>
      {actions}
    </div>
  );
}
