import { Search, SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { CLUB_MESSAGES } from "@/domain/clubs/messages";
import { inputClass, Label } from "@/web/components/ui/field";
import { PageHeader } from "@/web/components/ui/page-header";
import { Spinner } from "@/web/components/ui/skeleton";
import { useDebounced } from "@/web/lib/debounced";
import { notify } from "@/web/lib/toast";
import { useClubs } from "./api";
import { ClubCard, ClubCardSkeleton } from "./club-card";

export function Component() {
  const [search, setSearch] = useState("");
  const term = useDebounced(search);
  const clubs = useClubs(term);
  useEffect(() => {
    if (clubs.error) notify(CLUB_MESSAGES.loadFailed, "destructive");
  }, [clubs.error]);
  const searching = clubs.isFetching && (term !== search || clubs.isPlaceholderData);
  return (
    <>
      <PageHeader
        title="Find Clubs"
        description="Find a public-speaking and pitching club near you — or online — and join to take meeting roles."
      />
      <search className="relative mb-6 block max-w-xl">
        <Label htmlFor="club-search" className="sr-only">
          Search clubs
        </Label>
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-5 text-slate-500"
        />
        <input
          id="club-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by name, location or description..."
          maxLength={100}
          className={`${inputClass} pr-10 pl-10`}
        />
        {searching && (
          <Spinner label="Searching" className="-translate-y-1/2 absolute top-1/2 right-3 text-slate-500" />
        )}
      </search>
      <ClubGrid query={clubs} />
    </>
  );
}

function ClubGrid({ query }: { query: ReturnType<typeof useClubs> }) {
  if (query.isPending || (query.isError && !query.data)) {
    return (
      <div aria-busy={query.isPending} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        <span className="sr-only">{query.isPending ? "Loading clubs" : "Clubs could not be loaded"}</span>
        {Array.from({ length: 6 }, (_, index) => (
          <ClubCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  const list = query.data?.clubs ?? [];
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-slate-300 border-dashed px-6 py-16 text-center dark:border-slate-700">
        <SearchX aria-hidden="true" className="mb-3 size-10 text-slate-400" />
        <h2 className="font-semibold text-lg">No clubs found</h2>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          Try another name or city, or clear the search to see every club.
        </p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label="Clubs">
      {list.map((club) => (
        <li key={club.id} className="flex">
          <ClubCard club={club} />
        </li>
      ))}
    </ul>
  );
}
