import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { Card } from "@/web/components/ui/card";
import { Skeleton, Skeletons } from "@/web/components/ui/skeleton";
import type { ClubCard as Club } from "./api";
import { ClubDetails } from "./club-details";
import { MemberBadge, MembershipButton } from "./membership-button";

export function ClubCard({ club }: { club: Club }) {
  return (
    <Card className="flex w-full flex-col">
      <article aria-labelledby={`club-${club.id}`} className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={`club-${club.id}`} className="font-semibold text-lg leading-tight">
            <Link
              to={paths.club(club.id)}
              className="rounded hover:text-accent-700 hover:underline dark:hover:text-accent-300"
            >
              {club.name}
            </Link>
          </h2>
          {club.isMember && <MemberBadge />}
        </div>
        {club.description && <p className="text-slate-600 text-sm dark:text-slate-400">{club.description}</p>}
        <ClubDetails club={club} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <MembershipButton clubId={club.id} clubName={club.name} isMember={club.isMember} />
          <Link
            to={paths.club(club.id)}
            className="inline-flex items-center gap-1 font-medium text-accent-700 text-sm hover:underline dark:text-accent-300"
          >
            View club<span className="sr-only"> {club.name}</span>{" "}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </article>
    </Card>
  );
}

export function ClubCardSkeleton() {
  return (
    <Card className="space-y-4 p-5">
      <Skeletons shapes={["h-6 w-2/3", "h-4 w-full", "h-4 w-5/6"]} />
      <div className="space-y-2 pt-2">
        <Skeletons shapes={["h-4 w-1/2", "h-4 w-2/3", "h-4 w-1/3"]} />
      </div>
      <Skeleton className="h-10 w-32" />
    </Card>
  );
}
