import { cn } from "./cn";

/** A shape standing in for content still loading (the first page's content waits for it: src/web/lib/first-screen.ts). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-placeholder=""
      className={cn("animate-pulse rounded-md bg-slate-200 dark:bg-slate-800", className)}
    />
  );
}

export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center", className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent opacity-80"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Skeletons one after another, each of its shape (its class names), e.g. the lines of a text still loading. */
export function Skeletons({ shapes }: { shapes: readonly string[] }) {
  return shapes.map((shape, position) => <Skeleton key={`${position}-${shape}`} className={shape} />);
}
