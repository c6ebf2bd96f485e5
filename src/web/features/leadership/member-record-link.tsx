import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { cn } from "@/web/components/ui/cn";

/**
 * A member's name leading to their speaking record as the reader may see it (decision 243); named for what it opens,
 * its visible name first.
 */
export function MemberRecordLink({
  member,
  className,
}: {
  member: { memberId: string; name: string };
  className?: string;
}) {
  return (
    <Link
      to={paths.memberRecord(member.memberId)}
      aria-label={`${member.name}, speaking record`}
      className={cn(
        "min-w-0 break-all font-medium text-accent-700 underline underline-offset-2 hover:no-underline dark:text-accent-300",
        className,
      )}
    >
      {member.name}
    </Link>
  );
}
