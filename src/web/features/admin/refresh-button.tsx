import { RotateCw } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";

/** Asks again for what a section shows; turns while it asks. */
export function RefreshButton({ query }: { query: { refetch: () => unknown; isFetching: boolean } }) {
  return (
    <Button variant="ghost" size="sm" className="mt-5" onClick={() => void query.refetch()} disabled={query.isFetching}>
      <RotateCw aria-hidden="true" className={cn("size-4", query.isFetching && "animate-spin")} />
      <span className="sr-only sm:not-sr-only">Refresh</span>
    </Button>
  );
}
